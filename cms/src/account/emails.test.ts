import { persianMailProblems } from '../../../tests/support/persian-mail'
import {
  accountLink,
  confirmationEmail,
  goodbyeEmail,
  localeFromAcceptLanguage,
  passwordChangedEmail,
  resetPasswordEmail,
} from './emails'

describe('account e-mails', () => {
  it('link to the site’s own pages in the member’s language', () => {
    expect(accountLink('https://qa.example', 'fa', 'reset-password', 'ab12')).toBe(
      'https://qa.example/fa/auth/reset-password?code=ab12',
    )
    const email = confirmationEmail({ siteUrl: 'http://localhost:8888', locale: 'en', code: 'c0de' })
    expect(email.subject).toBe('Confirm your account')
    expect(email.text).toContain('http://localhost:8888/en/auth/confirm-account?code=c0de')
    expect(
      resetPasswordEmail({ siteUrl: 'http://localhost:8888', locale: 'fa', name: 'علی', code: 'c0de' }).html,
    ).toContain('dir="rtl"')
  })

  it('tell a member their password changed, and lead to a new one if they did not change it', () => {
    const email = passwordChangedEmail({ siteUrl: 'https://qa.example', locale: 'en', name: 'Sara' })
    expect(email.subject).toBe('Your password has been changed')
    expect(email.text.split('\n')[0]).toBe('Hello Sara,')
    expect(email.link).toBe('https://qa.example/en/auth/forgot-password')
    expect(email.text).toContain('If this was not you')
    expect(passwordChangedEmail({ siteUrl: 'https://qa.example', locale: 'fa', name: 'علی' }).link).toBe(
      'https://qa.example/fa/auth/forgot-password',
    )
  })

  it('read in Persian as Persian pages do: Persian words, no Latin digits or commas, right to left', () => {
    const options = { siteUrl: 'https://qa.example', locale: 'fa' as const, name: 'علی', code: 'c0de12' }
    for (const email of [
      confirmationEmail(options),
      resetPasswordEmail(options),
      goodbyeEmail(options),
      passwordChangedEmail(options),
    ])
      expect({ subject: email.subject, problems: persianMailProblems(email) }).toEqual({
        subject: email.subject,
        problems: [],
      })
  })

  it("greet no one by name at an address not yet confirmed: whoever signs up may type anyone's address and any username", () => {
    for (const locale of ['fa', 'en'] as const) {
      const email = confirmationEmail({ siteUrl: 'https://qa.example', locale, code: 'c0de' })
      expect(email.text.split('\n')[0]).toBe(locale === 'fa' ? 'سلام،' : 'Hello,')
      expect(resetPasswordEmail({ siteUrl: 'https://qa.example', locale, code: 'c0de' }).text.split('\n')[0]).toBe(
        locale === 'fa' ? 'سلام،' : 'Hello,',
      )
    }
  })

  it('escape what members typed', () => {
    const email = resetPasswordEmail({
      siteUrl: 'http://localhost:8888',
      locale: 'en',
      name: '<img src=x onerror=alert(1)>',
      code: 'c',
    })
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain('&lt;img')
  })

  it('take the language from Accept-Language by preference', () => {
    expect(localeFromAcceptLanguage('fa-IR,fa;q=0.9,en;q=0.8')).toBe('fa')
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5,fa;q=0.4')).toBe('en')
    expect(localeFromAcceptLanguage('fa;q=0.2, en;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('de, fr')).toBeUndefined()
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined()
  })
})
