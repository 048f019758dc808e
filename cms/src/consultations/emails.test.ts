import { confirmationEmail, dayText, requestEmail } from './emails'
import type { ValidRequest } from './rules'

const request: ValidRequest = {
  name: 'Sara <b>Ahmadi</b>',
  email: 'sara@example.com',
  company: 'Acme & Co',
  service: 'load-stress',
  preferredDate: '2026-12-01',
  message: 'Our checkout fell over last Black Friday.\nCan you find out why?',
  locale: 'en',
  spam: false,
}

describe('consultation e-mails', () => {
  it('give the company every field, in the visitor language, escaped in HTML', () => {
    const email = requestEmail(request)
    expect(email.subject).toBe('Consultation request from Sara <b>Ahmadi</b>')
    for (const value of [
      'sara@example.com',
      'Acme & Co',
      'Load and stress tests',
      'Tuesday, December 1, 2026',
      'English',
      'Can you find out why?',
    ])
      expect(email.text).toContain(value)
    expect(email.html).toContain('Sara &lt;b&gt;Ahmadi&lt;/b&gt;')
    expect(email.html).toContain('Acme &amp; Co')
    expect(email.html).not.toContain('<b>Ahmadi')
  })

  it('write Persian requests in Persian with the Persian calendar', () => {
    const email = requestEmail({ ...request, name: 'سارا', locale: 'fa', company: null })
    expect(email.subject).toBe('درخواست مشاوره از سارا')
    expect(email.text).toContain('تست بار و استرس')
    expect(email.text).toContain('آذر')
    expect(email.text).toContain('شرکت: —')
    expect(email.html).toContain('dir="rtl"')
    // Weekday, day, month, year, in Persian words and digits; the Gregorian day beside it the same way.
    expect(dayText('2026-12-01', 'fa')).toBe('سه‌شنبه ۱۰ آذر ۱۴۰۵ (۱ دسامبر ۲۰۲۶)')
    expect(email.text).not.toMatch(/[0-9,]/)
    // The label's gap is on its left, towards the value, in right-to-left.
    expect(email.html).toContain('<th style="text-align: right; vertical-align: top; padding: 4px 0 4px 12px">')
  })

  it('confirm to the visitor what they chose, never a word they typed: name, company or message', () => {
    // What a spammer types, with a stranger's address: a link, markup, a header break.
    const relayed = {
      ...request,
      name: 'Claim https://prize.example\r\nBcc: x@y',
      company: '<a href="https://prize.example">Claim prize</a>',
    }
    for (const locale of ['en', 'fa'] as const) {
      const email = confirmationEmail({ ...relayed, locale })
      for (const part of [email.subject, email.text, email.html]) {
        for (const typed of ['Claim', 'prize', 'Bcc', 'Black Friday', 'Acme', 'Sara']) expect(part).not.toContain(typed)
      }
      expect(email.text).toContain(locale === 'en' ? 'Load and stress tests' : 'تست بار و استرس')
    }
    expect(confirmationEmail(request).text.split('\n')[0]).toBe('Hello,')
  })
})
