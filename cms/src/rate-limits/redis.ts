/**
 * The CMS's Redis connection (REDIS_URL), shared by every rate limit. The boot waits for a first
 * PING and stops with a clear sentence if there is none: an instance that silently counted in its
 * own memory would look shared and not be. After the boot, commands fail at once while the
 * connection is down (no queue), and ioredis reconnects in the background.
 */
import Redis from 'ioredis'

/** Where Redis is, without its password. */
export function redisTarget(url: string): string {
  const parsed = new URL(url)
  parsed.password = ''
  return parsed.toString()
}

export async function connectRedis(url: string, log: { warn(message: string): void }): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  })
  // ioredis reports every failed reconnect; one line per outage is enough.
  let down = false
  redis.on('error', (error: Error) => {
    if (!down) log.warn(`[redis] ${redisTarget(url)}: ${error.message}`)
    down = true
  })
  redis.on('ready', () => (down = false))
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    redis.disconnect()
    throw new Error(
      `Redis unavailable: nothing answers at ${redisTarget(url)} (${(error as Error).message}): start Redis or fix REDIS_URL`,
    )
  }
  return redis
}
