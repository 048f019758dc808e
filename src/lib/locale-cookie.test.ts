import { LOCALE_COOKIE_MAX_AGE, localeCookie } from './locale-cookie'

describe('locale cookie', () => {
  it('lasts 365 days, SameSite=Lax, for the whole site; Secure on https', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000)
    expect(localeCookie('en', false)).toBe('nf_lang=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(localeCookie('fa', true)).toBe('nf_lang=fa; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })
})
