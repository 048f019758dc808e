/**
 * The CMS's rate-limit stores on a real Redis (cms/src/rate-limits): two connections, standing for
 * two CMS instances, share every limit, even when they race; an action given back (a right
 * password) frees its place for both; a Redis outage falls back to memory and recovers.
 */
import { connectRedis } from '../../cms/src/rate-limits/redis'
import { RedisRateLimitStore, type Limit } from '../../cms/src/rate-limits/store'
import { freePort } from '../../server/supervisor'
import { startRedis, type TestRedis } from '../../scripts/lib/redis'

jest.setTimeout(60_000)

let server: TestRedis
const clients: Awaited<ReturnType<typeof connectRedis>>[] = []
const logged: string[] = []
const log = {
  warn: (message: string) => logged.push(`warn ${message}`),
  info: (message: string) => logged.push(`info ${message}`),
}

async function instance(url = server.url) {
  const redis = await connectRedis(url, log)
  clients.push(redis)
  return redis
}

let limitNumber = 0
const newLimit = (max: number, windowMs = 60_000): Limit => ({
  name: `test-${Date.now()}-${limitNumber++}`,
  max,
  windowMs,
})

beforeAll(async () => {
  server = await startRedis(await freePort())
})

afterAll(async () => {
  // Not QUIT: a connection the outage test left reconnecting may report "ready" before its
  // stream takes commands again, and a command then throws.
  for (const client of clients) client.disconnect()
  await server?.stop()
})

describe('the sliding-window store in Redis', () => {
  it('enforces one limit across instances and tells the wait', async () => {
    const [a, b] = [new RedisRateLimitStore(await instance(), log), new RedisRateLimitStore(await instance(), log)]
    const limit = newLimit(3, 5_000)
    expect([await a.take([[limit, 'ip']]), await b.take([[limit, 'ip']]), await a.take([[limit, 'ip']])]).toEqual([
      0, 0, 0,
    ])
    const wait = await b.take([[limit, 'ip']])
    expect(wait).toBeGreaterThan(4_000)
    expect(wait).toBeLessThanOrEqual(5_000)
    expect(await a.take([[limit, 'other-ip']])).toBe(0)
  })

  it('lets exactly the allowance through when instances race', async () => {
    const stores = [new RedisRateLimitStore(await instance(), log), new RedisRateLimitStore(await instance(), log)]
    const limit = newLimit(10)
    const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2].take([[limit, 'member']])))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10)
  })

  it('counts an action for every key or for none', async () => {
    const store = new RedisRateLimitStore(await instance(), log)
    const [member, address] = [newLimit(3), newLimit(1)]
    expect(
      await store.take([
        [member, 'm1'],
        [address, 'ip'],
      ]),
    ).toBe(0)
    expect(
      await store.take([
        [member, 'm2'],
        [address, 'ip'],
      ]),
    ).toBeGreaterThan(0)
    // m2 was refused by the address limit, so none of its own allowance is used.
    for (const ip of ['ip1', 'ip2', 'ip3'])
      expect(
        await store.take([
          [member, 'm2'],
          [address, ip],
        ]),
      ).toBe(0)
    expect(
      await store.take([
        [member, 'm2'],
        [address, 'ip4'],
      ]),
    ).toBeGreaterThan(0)
  })

  it('lets a window pass', async () => {
    const store = new RedisRateLimitStore(await instance(), log)
    const limit = newLimit(1, 300)
    expect(await store.take([[limit, 'k']])).toBe(0)
    expect(await store.take([[limit, 'k']])).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await store.take([[limit, 'k']])).toBe(0)
  })
})

describe('giving an action back (a password that was right)', () => {
  it('frees its place in every key it was counted in, for every instance', async () => {
    logged.length = 0
    const [a, b] = [new RedisRateLimitStore(await instance(), log), new RedisRateLimitStore(await instance(), log)]
    const [account, address] = [newLimit(2), newLimit(3)]
    const keys = (who: string): [Limit, string][] => [
      [account, who],
      [address, 'ip'],
    ]
    expect(await a.take(keys('right'))).toBe(0)
    await a.giveBack(keys('right'))
    expect(await b.take(keys('wrong'))).toBe(0)
    expect(await a.take(keys('wrong'))).toBe(0)
    expect(await b.take(keys('wrong'))).toBeGreaterThan(0)
    // The address counted the two wrong ones only: one place is left for another account.
    expect(await b.take(keys('other'))).toBe(0)
    expect(await a.take(keys('another'))).toBeGreaterThan(0)
    // All of it in Redis: nothing fell back to memory.
    expect(logged.filter((line) => line.startsWith('warn'))).toEqual([])
  })
})

describe('a Redis that goes away', () => {
  it('refuses to boot on a Redis that does not answer, naming it without its password', async () => {
    const port = await freePort()
    await expect(connectRedis(`redis://:hunter2@127.0.0.1:${port}`, log)).rejects.toThrow(
      new RegExp(
        `^Redis unavailable: nothing answers at redis://127.0.0.1:${port} \\(.*\\): start Redis or fix REDIS_URL$`,
      ),
    )
  })

  it('counts in memory while Redis is down, says so once, and shares again once it is back', async () => {
    const port = await freePort()
    let own = await startRedis(port)
    const redis = await instance(own.url)
    const store = new RedisRateLimitStore(redis, log)
    const limit = newLimit(2)
    expect(await store.take([[limit, 'k']])).toBe(0)
    await own.stop()
    logged.length = 0
    // Down: this instance alone keeps a (fresh) count; the limit still holds within it.
    expect(await store.take([[limit, 'k']])).toBe(0)
    expect(await store.take([[limit, 'k']])).toBe(0)
    expect(await store.take([[limit, 'k']])).toBeGreaterThan(0)
    // Given back while down: from the count this instance keeps.
    await store.giveBack([[limit, 'k']])
    expect(await store.take([[limit, 'k']])).toBe(0)
    expect(logged.filter((line) => line.includes('counting in this instance'))).toHaveLength(1)

    own = await startRedis(port)
    const deadline = Date.now() + 10_000
    while (redis.status !== 'ready' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(redis.status).toBe('ready')
    const shared = newLimit(1)
    const otherRedis = await instance(own.url)
    const other = new RedisRateLimitStore(otherRedis, log)
    expect(await store.take([[shared, 'k']])).toBe(0)
    expect(await other.take([[shared, 'k']])).toBeGreaterThan(0)
    expect(logged).toContainEqual('info [rate-limits] Redis answers again: limits are shared again')
    await Promise.all([redis.quit(), otherRedis.quit()])
    await own.stop()
  })
})
