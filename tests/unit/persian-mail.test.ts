import { persianMailProblems, persianTextProblems } from '../support/persian-mail'

describe('the Persian e-mail check', () => {
  it('passes Persian text with Persian dates, addresses and links', () => {
    expect(
      persianTextProblems(
        'تاریخ پیشنهادی: یکشنبه ۸ آذر ۱۴۰۵ (۲۹ نوامبر ۲۰۲۶)\nایمیل: sara2@example.com\nhttps://site.test/fa/x?token=a1,b2',
      ),
    ).toEqual([])
  })

  it('fails on what the consultation e-mail printed before', () => {
    const problems = persianTextProblems('تاریخ پیشنهادی: ۱۴۰۵ آذر ۸, یکشنبه (29-11-2026)')
    expect(problems.some((problem) => problem.startsWith('Latin digit'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('Latin comma'))).toBe(true)
    expect(problems.some((problem) => problem.startsWith('date not written'))).toBe(true)
  })

  it("leaves the sender's own words alone", () => {
    expect(persianTextProblems('نام: Sara 2, Inc', ['Sara 2, Inc'])).toEqual([])
  })

  it('wants the HTML part right to left', () => {
    expect(persianMailProblems({ subject: 'سلام', text: 'سلام', html: '<div dir="ltr">سلام</div>' })).toEqual([
      'the HTML part is not laid out right to left',
      'the HTML part is not marked as Persian',
    ])
    expect(persianMailProblems({ subject: 'سلام', text: 'سلام', html: '<div lang="fa" dir="rtl">سلام</div>' })).toEqual(
      [],
    )
  })
})
