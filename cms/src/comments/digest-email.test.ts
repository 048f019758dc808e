import { EXCERPT_CHARACTERS, commentAdminUrl, composeDigest, type DigestComment } from './digest-email'
import { checkSeconds } from './digest'
import { everySecondsRule } from '../jobs/every'

const links = { cmsUrl: 'https://cms.example.com', siteUrl: 'https://www.example.com' }
const comment = (overrides: Partial<DigestComment> = {}): DigestComment => ({
  documentId: 'abc123',
  text: 'Great post',
  locale: 'en',
  createdAt: new Date('2026-11-25T10:15:30Z'),
  editedAt: null,
  author: { username: 'sara', displayName: 'Sara K.' },
  post: { title: 'Load testing vs stress testing', slug: 'load-testing-vs-stress-testing' },
  ...overrides,
})

describe('the moderation digest e-mail', () => {
  it('lists each comment with its post, author, text and the links to read and hide it', () => {
    const email = composeDigest(
      [
        comment(),
        comment({
          documentId: 'def456',
          locale: 'fa',
          text: 'مقالهٔ خوبی بود',
          author: { username: 'ali', displayName: null },
          post: { title: 'تست بار', slug: 'تست-بار' },
        }),
      ],
      links,
    )
    expect(email.subject).toBe('2 new comments to review')
    expect(email.text).toContain(
      '[en] Load testing vs stress testing — Sara K. (sara), 2026-11-25 10:15 UTC\n  Great post\nOn the site: https://www.example.com/en/posts/load-testing-vs-stress-testing/\nIn the CMS: https://cms.example.com/admin/content-manager/collection-types/api::comment.comment/abc123',
    )
    expect(email.text).toContain('[fa] تست بار — ali, ')
    expect(email.text).toContain(`On the site: https://www.example.com/fa/posts/${encodeURIComponent('تست-بار')}/`)
    expect(email.html).toContain('<p dir="auto" style="white-space: pre-wrap; margin: 4px 0">مقالهٔ خوبی بود</p>')
    expect(email.html).toContain(`href="${commentAdminUrl(links.cmsUrl, 'def456')}"`)
  })

  it('counts edits apart from new comments', () => {
    expect(composeDigest([comment({ editedAt: new Date('2026-11-25T11:00:00Z') })], links).subject).toBe(
      '1 edited comment to review',
    )
    const both = composeDigest([comment(), comment({ editedAt: new Date('2026-11-25T11:00:00Z') })], links)
    expect(both.subject).toBe('1 new comment and 1 edited comment to review')
    expect(both.text).toContain('edited 2026-11-25 11:00 UTC')
  })

  it('counts what it does not list', () => {
    const email = composeDigest([comment(), comment()], { ...links, total: 7 })
    expect(email.subject).toBe('2 new comments and 5 more to review')
    expect(email.text).toContain(
      '5 more comments not listed here: see Content Manager → Comment in the CMS (https://cms.example.com/admin/content-manager/collection-types/api::comment.comment).',
    )
  })

  it('escapes markup and cuts long comments', () => {
    const long = 'x'.repeat(EXCERPT_CHARACTERS + 50)
    const email = composeDigest(
      [
        comment({ text: '<script>alert(1)</script>', author: { username: 'a"b', displayName: '<b>Bold</b>' } }),
        comment({ text: long }),
      ],
      links,
    )
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('&lt;b&gt;Bold&lt;/b&gt; (a&quot;b)')
    expect(email.text).toContain(`${'x'.repeat(EXCERPT_CHARACTERS)}…`)
    expect(email.text).not.toContain('x'.repeat(EXCERPT_CHARACTERS + 1))
  })

  it('says so when the author or the post is gone', () => {
    const email = composeDigest([comment({ author: null, post: null })], links)
    expect(email.text).toContain('[en] a post no longer published — a deleted member')
    expect(email.text).not.toContain('On the site')
  })
})

describe('the digest check', () => {
  it('runs a tenth of the interval apart, between every second and every minute', () => {
    expect(checkSeconds(15)).toBe(60)
    expect(checkSeconds(5)).toBe(30)
    expect(checkSeconds(0.05)).toBe(1)
    expect(everySecondsRule(60)).toBe('0 * * * * *')
    expect(everySecondsRule(30)).toBe('*/30 * * * * *')
  })
})
