/**
 * Strapi's users-permissions plugin limits its auth routes with koa2-ratelimit, whose store must be
 * an instance of the plugin's own copy of koa2-ratelimit's `Store` (it checks with `instanceof`):
 * the class is therefore taken from the module the plugin itself resolves. The count is
 * koa2-ratelimit's: a fixed window per key that starts at the key's first hit, here in Redis with
 * the expiry set in the same step as the count. While Redis is down it counts in memory (./store).
 */
import { createRequire } from 'node:module'
import type Redis from 'ioredis'
import { REDIS_KEY_PREFIX } from './store'

type KoaRateLimitOptions = { interval: number }
type Hit = { counter: number; dateEnd: number }
type KoaStore = {
  incr(key: string, options: KoaRateLimitOptions, weight: number): Promise<Hit>
  decrement(key: string, options: KoaRateLimitOptions, weight: number): Promise<void>
  saveAbuse(): void
}
type KoaRateLimit = { Stores: { Store: new () => object; Memory: new () => KoaStore } }

/** koa2-ratelimit as @strapi/plugin-users-permissions loads it. */
export function pluginKoaRateLimit(): KoaRateLimit {
  return createRequire(require.resolve('@strapi/plugin-users-permissions/package.json'))(
    'koa2-ratelimit',
  ) as KoaRateLimit
}

/** KEYS[1]: the counter; ARGV: weight, window (ms). Returns the count and the window's remaining ms. */
const FIXED_WINDOW_HIT = `
local count = redis.call('INCRBY', KEYS[1], tonumber(ARGV[1]))
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
  ttl = tonumber(ARGV[2])
end
return {count, ttl}
`

type WithHitCommand = Redis & {
  fixedWindowHit(key: string, weight: number, windowMs: number): Promise<[number, number]>
}

export function redisUsersPermissionsStore(
  redis: Redis,
  log: { warn(message: string): void; info(message: string): void },
): KoaStore {
  const { Store, Memory } = pluginKoaRateLimit().Stores
  redis.defineCommand('fixedWindowHit', { numberOfKeys: 1, lua: FIXED_WINDOW_HIT })
  const client = redis as WithHitCommand
  const fallback = new Memory()
  const redisKey = (key: string) => `${REDIS_KEY_PREFIX}auth-rate:${key}`
  let failing = false
  const failed = (error: unknown) => {
    if (!failing)
      log.warn(
        `[rate-limits] Redis failed (${(error as Error).message}): login and account limits count in this instance's memory until it answers`,
      )
    failing = true
  }

  class RedisFixedWindowStore extends Store implements KoaStore {
    async incr(key: string, options: KoaRateLimitOptions, weight: number): Promise<Hit> {
      try {
        const [counter, ttl] = await client.fixedWindowHit(redisKey(key), weight, options.interval)
        if (failing) log.info('[rate-limits] Redis answers again: login and account limits are shared again')
        failing = false
        return { counter: Number(counter), dateEnd: Date.now() + Number(ttl) }
      } catch (error) {
        failed(error)
        return fallback.incr(key, options, weight)
      }
    }

    async decrement(key: string, options: KoaRateLimitOptions, weight: number): Promise<void> {
      try {
        await client.decrby(redisKey(key), weight)
      } catch (error) {
        failed(error)
        await fallback.decrement(key, options, weight)
      }
    }

    saveAbuse() {}
  }
  return new RedisFixedWindowStore()
}
