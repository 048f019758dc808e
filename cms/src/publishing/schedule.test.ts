import { errors } from '@strapi/utils'
import { describeFailure } from './schedule'

describe('a failed scheduled publish in words', () => {
  it('names the fields Strapi’s validation refused', () => {
    const refusal = new errors.ValidationError('2 errors occurred', {
      errors: [
        { path: ['publishDate'], message: 'publishDate must be defined.', name: 'ValidationError' },
        { path: ['tags', 0, 'name'], message: 'name must be at most 40 characters', name: 'ValidationError' },
      ],
    })
    expect(describeFailure(refusal)).toBe(
      '2 errors occurred (publishDate: publishDate must be defined.; tags.0.name: name must be at most 40 characters)',
    )
  })

  it('says a single field’s refusal once', () => {
    const refusal = new errors.ValidationError('publishDate must be defined.', {
      errors: [{ path: ['publishDate'], message: 'publishDate must be defined.', name: 'ValidationError' }],
    })
    expect(describeFailure(refusal)).toBe('publishDate must be defined.')
  })

  it('gives any other error’s message, cut to what the row holds', () => {
    expect(describeFailure(new Error('database is locked'))).toBe('database is locked')
    expect(describeFailure(new Error('x'.repeat(900)))).toHaveLength(500)
  })
})
