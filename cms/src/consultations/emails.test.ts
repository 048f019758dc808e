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
    for (const value of ['sara@example.com', 'Acme & Co', 'Load and stress tests', 'Tuesday, December 1, 2026', 'English', 'Can you find out why?']) expect(email.text).toContain(value)
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

  it('confirm to the visitor what they asked for, never their own free text', () => {
    const email = confirmationEmail(request)
    expect(email.subject).toBe('We received your consultation request')
    expect(email.text).toContain('Hello Sara <b>Ahmadi</b>,')
    expect(email.text).toContain('Load and stress tests')
    expect(email.text).not.toContain('Black Friday')
    expect(email.html).not.toContain('Black Friday')
  })
})
