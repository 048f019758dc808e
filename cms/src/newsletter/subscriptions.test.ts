import { isRepeat, REPEAT_WINDOW_MS } from './subscriptions'

const at = (time: number) => new Date(time).toISOString()
const NOW = Date.parse('2026-11-22T12:00:00Z')

describe('isRepeat', () => {
  it('takes a pending address asked again soon after for the same request: no second confirmation', () => {
    const pending = { state: 'pending' as const, requestedAt: at(NOW - 1000), confirmedAt: null }
    expect(isRepeat(pending, new Date(NOW))).toBe(true)
    expect(isRepeat({ ...pending, requestedAt: at(NOW - REPEAT_WINDOW_MS) }, new Date(NOW))).toBe(false)
  })

  it('sends a subscribed address its note once, not again for a repeat of the request that asked for it', () => {
    const confirmed = { state: 'subscribed' as const, confirmedAt: at(NOW - 5000) }
    // Last asked before the confirmation: this request is a new one, and gets the note.
    expect(isRepeat({ ...confirmed, requestedAt: at(NOW - 9000) }, new Date(NOW))).toBe(false)
    // Last asked after it: that request's note is this one's.
    expect(isRepeat({ ...confirmed, requestedAt: at(NOW - 1000) }, new Date(NOW))).toBe(true)
  })

  it('never takes a request for an unsubscribed address for a repeat: it subscribes again', () => {
    expect(isRepeat({ state: 'unsubscribed', requestedAt: at(NOW - 1000), confirmedAt: null }, new Date(NOW))).toBe(
      false,
    )
  })
})
