import { SlidingWindowLimiter } from './sliding-window'
import { MemoryRateLimitStore } from './store'

describe('SlidingWindowLimiter', () => {
  it('allows max actions per window and tells how long to wait after that', () => {
    const limiter = new SlidingWindowLimiter(2, 1000)
    expect(SlidingWindowLimiter.take([[limiter, 'a']], 0)).toBe(0)
    expect(SlidingWindowLimiter.take([[limiter, 'a']], 100)).toBe(0)
    expect(SlidingWindowLimiter.take([[limiter, 'a']], 200)).toBe(800)
    expect(SlidingWindowLimiter.take([[limiter, 'b']], 200)).toBe(0)
    // The first action leaves the window at 1000 ms; refused ones were not counted.
    expect(SlidingWindowLimiter.take([[limiter, 'a']], 1000)).toBe(0)
    expect(SlidingWindowLimiter.take([[limiter, 'a']], 1050)).toBe(50)
  })

  it('counts an action for every key or for none', () => {
    const member = new SlidingWindowLimiter(3, 1000)
    const address = new SlidingWindowLimiter(1, 1000)
    expect(
      SlidingWindowLimiter.take(
        [
          [member, 'm1'],
          [address, 'ip'],
        ],
        0,
      ),
    ).toBe(0)
    expect(
      SlidingWindowLimiter.take(
        [
          [member, 'm2'],
          [address, 'ip'],
        ],
        10,
      ),
    ).toBe(990)
    // m2 was refused by the address limit, so it has used none of its own allowance.
    expect(member.waitFor('m2', 20)).toBe(0)
    for (const time of [30, 40, 50])
      expect(
        SlidingWindowLimiter.take(
          [
            [member, 'm2'],
            [address, `ip${time}`],
          ],
          time,
        ),
      ).toBe(0)
    expect(member.waitFor('m2', 60)).toBe(970)
  })

  it('takes back the newest action of a key when it is given back', async () => {
    const limiter = new SlidingWindowLimiter(2, 1000)
    limiter.record('a', 0)
    limiter.record('a', 100)
    expect(limiter.waitFor('a', 200)).toBe(800)
    limiter.forgetNewest('a')
    expect(limiter.waitFor('a', 200)).toBe(0)
    limiter.forgetNewest('a')
    limiter.forgetNewest('a')
    expect(limiter.size).toBe(0)

    const store = new MemoryRateLimitStore()
    const limit = { name: 'password', max: 1, windowMs: 60_000 }
    expect(await store.take([[limit, 'member']])).toBe(0)
    await store.giveBack([[limit, 'member']])
    expect(await store.take([[limit, 'member']])).toBe(0)
    expect(await store.take([[limit, 'member']])).toBeGreaterThan(0)
  })

  it('forgets expired keys once it holds many', () => {
    const limiter = new SlidingWindowLimiter(1, 1000, 2)
    for (const key of ['a', 'b', 'c']) limiter.record(key, 0)
    expect(limiter.size).toBe(3)
    limiter.record('d', 5000)
    expect(limiter.size).toBe(1)
  })
})
