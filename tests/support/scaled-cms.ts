/**
 * The scaled layout for a test or the bench: CMS instances started together on one throwaway
 * PostgreSQL cluster, one Redis and one s3rver, with one configuration (secrets included, as one
 * deployment's instances share it), behind a round-robin balancer.
 */
import { startBalancer, type Balancer } from '../../scripts/lib/balancer'
import { startPostgres, type Postgres } from '../../scripts/lib/postgres'
import { startRedis, type TestRedis } from '../../scripts/lib/redis'
import { startS3, type TestS3 } from '../../scripts/lib/s3'
import { freePort } from '../../server/supervisor'
import { startTestCms, testEnv, type TestCms, type TestDatabase } from './cms-process'

export type ScaledCms = {
  instances: TestCms[]
  balancer: Balancer
  database: TestDatabase
  s3: TestS3
  redis: TestRedis
  /** The configuration every instance runs with. */
  env: Record<string, string>
  stop: () => Promise<void>
}

export async function startScaledCms(
  options: { env?: Record<string, string>; instances?: number } = {},
): Promise<ScaledCms> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined)
  }
  try {
    const postgres: Postgres = await startPostgres(await freePort())
    stops.push(postgres.stop)
    const redis = await startRedis(await freePort())
    stops.push(redis.stop)
    const s3 = await startS3(await freePort())
    stops.push(s3.stop)
    const database: TestDatabase = { client: 'postgres', url: await postgres.createDatabase('scaled') }
    const env: Record<string, string> = { ...testEnv(), ...s3.env, REDIS_URL: redis.url, ...options.env }
    const ports = await Promise.all(Array.from({ length: options.instances ?? 2 }, () => freePort()))
    // Started together, on a database none has seen: the boot lock makes the others wait for the first.
    const started = await Promise.allSettled(ports.map((port) => startTestCms({ port, database, env })))
    for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop)
    const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected')
    if (failed) throw failed.reason
    const instances = started.map((result) => (result as PromiseFulfilledResult<TestCms>).value)
    const balancer = await startBalancer(instances.map((cms) => cms.url))
    stops.push(balancer.stop)
    return { instances, balancer, database, s3, redis, env, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
