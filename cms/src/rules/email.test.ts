import { emailForm } from './email'

describe('an e-mail address as it is stored', () => {
  it('is trimmed, lower case, with digits 0–9 whichever keyboard typed them', () => {
    expect(emailForm('  Ali۱۳۷۰@Example.COM ')).toBe('ali1370@example.com')
    expect(emailForm('sara٢٠٢٦@example.com')).toBe('sara2026@example.com')
    expect(emailForm('reader@example.com')).toBe('reader@example.com')
  })
  it('is one form of an address written with a decomposed accent or a composed one', () => {
    expect(emailForm('jose\u0301@example.com')).toBe(emailForm('josé@example.com'))
  })
})
