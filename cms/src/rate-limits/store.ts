/**
 * Where the CMS's own rate limits count: in this process's memory, or, with REDIS_URL, in Redis,
 * so that any number of CMS instances enforce one limit. Each limit is a sliding window per key
 * (./sliding-window); in Redis one Lua script checks and counts every key of a call at once, so
 * two instances cannot both let the last allowed action through.
 *
 * While Redis cannot be reached, each instance counts in its own memory instead (and says so once
 * in its log): limits per instance are weaker, but refusing every login for the length of a Redis
 * outage would be worse. The boot itself requires Redis (./redis), so a wrong URL is not silently
 * run on memory.
 */
import { randomUUID } from 'node:crypto'
import type Redis from 'ioredis'
import { SlidingWindowLimiter } from './sliding-window'

/** A limit: at most `max` actions per `windowMs` for each key. `name` keeps limits apart in the store. */
export type Limit = { name: string; max: number; windowMs: number }
export type LimitedKey = [Limit, string]

export interface RateLimitStore {
  /**
   * Counts an action for every key when none of them is at its limit (a refused action counts for
   * none). Resolves to 0 when counted, else the milliseconds until it would be allowed.
   */
  take(keys: LimitedKey[]): Promise<number>
  /**
   * Takes back one action of every key, counted by `take` for something that turned out not to be
   * abuse (a password that was right): the newest of each, which counts the same as any other.
   */
  giveBack(keys: LimitedKey[]): Promise<void>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly limiters = new Map<string, SlidingWindowLimiter>()

  private limiter({ name, max, windowMs }: Limit): SlidingWindowLimiter {
    let limiter = this.limiters.get(name)
    if (!limiter || limiter.max !== max || limiter.windowMs !== windowMs) {
      limiter = new SlidingWindowLimiter(max, windowMs)
      this.limiters.set(name, limiter)
    }
    return limiter
  }

  async take(keys: LimitedKey[], now = Date.now()): Promise<number> {
    return SlidingWindowLimiter.take(
      keys.map(([limit, key]) => [this.limiter(limit), key]),
      now,
    )
  }

  async giveBack(keys: LimitedKey[]): Promise<void> {
    for (const [limit, key] of keys) this.limiter(limit).forgetNewest(key)
  }
}

/**
 * KEYS: one sorted set per limited key (members are actions, scores their times in ms).
 * ARGV: a unique id for this action, then max and window (ms) for each key in turn.
 * Time is Redis's own clock, the same for every instance.
 */
const SLIDING_WINDOW_TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 2])
  local window = tonumber(ARGV[i * 2 + 1])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  if redis.call('ZCARD', key) >= max then
    local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    local until_free = tonumber(oldest[2]) + window - now
    if until_free > wait then wait = until_free end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[1] .. ':' .. i)
  redis.call('PEXPIRE', key, tonumber(ARGV[i * 2 + 1]))
end
return 0
`

type WithTakeCommand = Redis & {
  slidingWindowTake(numberOfKeys: number, ...args: (string | number)[]): Promise<number>
}

/** The prefix of every key this product writes in Redis. */
export const REDIS_KEY_PREFIX = 'qa-site:'

export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: WithTakeCommand
  private readonly fallback = new MemoryRateLimitStore()
  private failing = false

  constructor(
    redis: Redis,
    private readonly log: { warn(message: string): void; info(message: string): void },
  ) {
    redis.defineCommand('slidingWindowTake', { lua: SLIDING_WINDOW_TAKE })
    this.redis = redis as WithTakeCommand
  }

  private answered() {
    if (this.failing) {
      this.failing = false
      this.log.info('[rate-limits] Redis answers again: limits are shared again')
    }
  }

  private failed(error: unknown) {
    if (!this.failing) {
      this.failing = true
      this.log.warn(
        `[rate-limits] Redis failed (${(error as Error).message}): counting in this instance's memory until it answers`,
      )
    }
  }

  async take(keys: LimitedKey[]): Promise<number> {
    try {
      const args = keys.flatMap(([limit]) => [limit.max, limit.windowMs])
      const wait = Number(await this.redis.slidingWindowTake(keys.length, ...keys.map(redisKey), randomUUID(), ...args))
      this.answered()
      return wait
    } catch (error) {
      this.failed(error)
      return this.fallback.take(keys)
    }
  }

  async giveBack(keys: LimitedKey[]): Promise<void> {
    try {
      const results = await this.redis.multi(keys.map((key) => ['zpopmax', redisKey(key)])).exec()
      const failure = results?.find(([error]) => error)?.[0]
      if (failure) throw failure
      this.answered()
    } catch (error) {
      this.failed(error)
      await this.fallback.giveBack(keys)
    }
  }
}

const redisKey = ([limit, key]: LimitedKey) => `${REDIS_KEY_PREFIX}rate:${limit.name}:${key}`

let current: RateLimitStore = new MemoryRateLimitStore()

/** The store every limit of this process counts in: memory until the boot connects Redis. */
export const rateLimits = (): RateLimitStore => current

export function useRateLimitStore(store: RateLimitStore) {
  current = store
}
