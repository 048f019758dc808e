import fa from '../../../locales/fa/translation.json'
import en from '../../../locales/en/translation.json'
import { ERROR_CATALOGUE, type ErrorCode } from '../../../cms/src/rules/errors'
import { LIMITS, MESSAGES, PROFILE_FIELDS } from '../../../cms/src/rules/account'
import { failureMessage } from '../api'
import { COMMENT_MESSAGES } from '../../../cms/src/rules/comments'
import { CONSULTATION_MESSAGES } from '../../../cms/src/rules/consultation'
import { isTranslated } from '../../../tests/support/translated'
import { LOCALES } from '../../lib/i18n'

const tables: Record<string, Record<string, string>> = { fa, en }

describe('account texts', () => {
  it('exist in both languages for every key', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort())
  })

  it('cover every validation message the shared schemas can give, a limit’s by its template', () => {
    const limits = new Set<number>([...Object.values(PROFILE_FIELDS), LIMITS.email.max, LIMITS.codeLength])
    const messages = [
      ...(Object.values(MESSAGES) as unknown[]).filter((value): value is string => typeof value === 'string'),
      ...[...limits].map(MESSAGES.atMost),
      ...Object.values(COMMENT_MESSAGES),
      ...Object.values(CONSULTATION_MESSAGES),
    ]
    for (const locale of LOCALES)
      for (const message of messages)
        expect([locale, message, isTranslated(locale, message)]).toEqual([locale, message, true])
  })

  it('cover every catalogued error, with the required wording on screen', () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      for (const table of Object.values(tables)) expect(table[failureMessage(code)]).toEqual(expect.any(String))
    }
    // A refusal that says how long to wait says it in both languages.
    for (const entry of Object.values(ERROR_CATALOGUE) as { message: string; waitMessage?: string }[])
      if (entry.waitMessage)
        for (const table of Object.values(tables)) expect(table[entry.waitMessage]).toContain('{{wait}}')
    expect(failureMessage('incorrect-code')).toBe('Incorrect verification code provided')
    expect(en['Incorrect verification code provided']).toBe('Incorrect verification code provided')
  })

  it("keep requirements §8's success messages word for word in English (as issue [19] reworded them)", () => {
    for (const text of [
      'Successfully uploaded',
      'Successfully updated!',
      'Your password has been changed',
      'Your password successfully reset. Use your new password to log in.',
      'Account confirmed!',
      'Activation Email Sent',
    ]) {
      expect(en[text as keyof typeof en]).toBe(text)
      expect(fa[text as keyof typeof fa]).toBeTruthy()
    }
  })
})
