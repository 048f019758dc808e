import { normaliseCommentText } from '../../cms/src/rules/comments'
import { commentFormSchema, newCommentSchema } from './schemas'

describe('comment rules', () => {
  it('trim, unify newlines and drop invisible control characters, keeping what a reader sees', () => {
    expect(normaliseCommentText('  line one\r\nline two\rthree \n')).toBe('line one\nline two\nthree')
    expect(normaliseCommentText('x\u0000\u0007y\tz')).toBe('xy\tz')
    expect(normaliseCommentText('e\u0301')).toBe('é')
    expect(normaliseCommentText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>')
  })

  it('name empty, whitespace-only, short and oversized comments with their messages', () => {
    expect(commentFormSchema.safeParse({ text: '   \n ' }).error?.issues[0].message).toBe("It's required")
    expect(commentFormSchema.safeParse({}).error?.issues[0].message).toBe("It's required")
    expect(commentFormSchema.safeParse({ text: ' a ' }).error?.issues[0].message).toBe('Must be at least 2 characters')
    expect(commentFormSchema.safeParse({ text: 'a'.repeat(1001) }).error?.issues[0].message).toBe(
      'Must be at most 1000 characters',
    )
    // Code points, not UTF-16 units: 1000 emoji are 1000 characters.
    expect(commentFormSchema.safeParse({ text: '😀'.repeat(1000) }).success).toBe(true)
    expect(commentFormSchema.parse({ text: '  خوب بود  ' })).toEqual({ text: 'خوب بود' })
  })

  it('refuse an author, a moderation state or any other field in a new comment', () => {
    const parsed = newCommentSchema.safeParse({ text: 'Nice post', post: 'abc123', locale: 'en', author: 1 })
    expect(parsed.success).toBe(false)
    expect(newCommentSchema.safeParse({ text: 'Nice post', post: 'abc123', locale: 'de' }).success).toBe(false)
    expect(newCommentSchema.parse({ text: ' Nice post ', post: 'abc123', locale: 'en' })).toEqual({
      text: 'Nice post',
      post: 'abc123',
      locale: 'en',
    })
  })
})
