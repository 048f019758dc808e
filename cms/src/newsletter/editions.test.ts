import { classifyFailure, retryDelayMs } from './editions'

describe('classifyFailure', () => {
  it('takes a recipient refused for good (5xx to RCPT TO) as a bounce', () => {
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe('bounced')
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 553 })).toBe('bounced')
  })

  it('takes a message the server refuses for good as refused, not as the address gone', () => {
    expect(classifyFailure({ code: 'EMESSAGE', responseCode: 552 })).toBe('refused')
  })

  it('tries again after a busy or unreachable server', () => {
    expect(classifyFailure({ code: 'EENVELOPE', responseCode: 450 })).toBe('temporary')
    expect(classifyFailure({ code: 'ECONNECTION' })).toBe('temporary')
    expect(classifyFailure({ code: 'ETIMEDOUT' })).toBe('temporary')
    expect(classifyFailure(new Error('socket hang up'))).toBe('temporary')
    expect(classifyFailure(undefined)).toBe('temporary')
  })
})

describe('retryDelayMs', () => {
  it('doubles from a minute up to an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000])
    expect(retryDelayMs(20)).toBe(3_600_000)
  })
})
