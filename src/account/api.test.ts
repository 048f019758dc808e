import { accountCall } from './api'
import { siteI18n } from '../../tests/support/render-site'

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  global.fetch = jest.fn(
    async () => ({ ok: status < 400, status, headers: new Headers(headers), json: async () => body }) as Response,
  )
}

const tooMany = { error: { code: 'too-many-requests', message: 'Too many requests, please try later' } }

describe('accountCall failures', () => {
  it("say when to try again, in the reader's words and digits, when the answer's Retry-After tells", async () => {
    answer(429, tooMany, { 'retry-after': '170' })
    const fa = await accountCall('/api/newsletter', { method: 'POST', body: {}, locale: 'fa' })
    expect(fa.ok).toBe(false)
    if (fa.ok) return
    expect(siteI18n('fa').t(fa.message, fa.values)).toBe('درخواست‌ها بیش از حد است؛ لطفاً ۳ دقیقه دیگر دوباره تلاش کنید')

    const en = await accountCall('/api/newsletter', { method: 'POST', body: {}, locale: 'en' })
    if (en.ok) throw new Error('expected a failure')
    expect(siteI18n('en').t(en.message, en.values)).toBe('Too many requests, please try again in 3 minutes')
  })

  it('say "try later" when the answer does not tell how long', async () => {
    answer(429, tooMany)
    const result = await accountCall('/api/user/login', { method: 'POST', body: {}, locale: 'en' })
    if (result.ok) throw new Error('expected a failure')
    expect(siteI18n('en').t(result.message, result.values)).toBe('Too many requests, please try later')
  })
})
