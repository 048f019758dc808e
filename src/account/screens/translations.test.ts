import fa from '../../../locales/fa/translation.json'
import en from '../../../locales/en/translation.json'
import { ERROR_CATALOGUE, type ErrorCode } from '../../../cms/src/rules/errors'
import { LIMITS, MESSAGES, PROFILE_FIELDS } from '../../../cms/src/rules/account'
import { failureMessage } from '../api'
import { COMMENT_MESSAGES } from '../../../cms/src/rules/comments'

const tables: Record<string, Record<string, string>> = { fa, en }

describe('account texts', () => {
  it('exist in both languages for every key', () => {
    expect(Object.keys(fa).sort()).toEqual(Object.keys(en).sort())
  })

  it('cover every validation message the shared schemas can give', () => {
    const limits = new Set<number>([...Object.values(PROFILE_FIELDS), LIMITS.email.max, LIMITS.codeLength])
    const messages = [
      ...(Object.values(MESSAGES) as unknown[]).filter((value): value is string => typeof value === 'string'),
      ...[...limits].map(MESSAGES.atMost),
      ...Object.values(COMMENT_MESSAGES),
    ]
    for (const [locale, table] of Object.entries(tables))
      for (const message of messages) expect([locale, table[message]]).toEqual([locale, expect.any(String)])
  })

  it('cover every catalogued error, with the required wording on screen', () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      for (const table of Object.values(tables)) expect(table[failureMessage(code)]).toEqual(expect.any(String))
    }
    expect(failureMessage('incorrect-code')).toBe('Incorrect verification code provided')
    expect(en['Incorrect verification code provided']).toBe('Incorrect verification code provided')
  })

  it("keep requirements §8's success messages word for word in English", () => {
    for (const text of [
      'Successfully uploaded',
      'Successfully updated!',
      'Your password updated successfully',
      'Your password successfully reset. Use your new password to log in.',
      'Account confirmed!',
      'Activation Email Sent',
    ]) {
      expect(en[text as keyof typeof en]).toBe(text)
      expect(fa[text as keyof typeof fa]).toBeTruthy()
    }
  })
})
