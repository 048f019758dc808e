/**
 * `npm run start:scaled`: the product in its scaled layout (docs/deploy.md), on this machine. The
 * CMS runs as two instances on one PostgreSQL, one Redis and one S3-compatible server, behind a
 * balancer on CMS_URL's own address, so the site's build and functions reach it where they always
 * do. PostgreSQL and the uploads are kept between starts (.data/, or for root the `postgres`
 * user's home); Redis holds only rate-limit counts and starts empty.
 */
import path from 'node:path'
import { startBalancer } from './balancer'
import { ROOT } from '../../server/root'
import { keepPostgres, keptClusterDir } from './postgres'
import { keepRedis } from './redis'
import { startS3 } from './s3'
import { assertPortFree, done, portOf, type Stack } from '../../server/supervisor'
import { startCms, type StackEnv } from './stack'

/** Fixed local ports, beside the defaults of a system PostgreSQL (5432) and Redis (6379). */
export const SCALED_PORTS = { postgres: 5433, redis: 6380, s3: 4569 }
export const CMS_INSTANCES = 2

/** Starts PostgreSQL, Redis and the S3 server; the CMS variables that point at them. */
export async function startScaledEngines(stack: Stack): Promise<Record<string, string>> {
  await assertPortFree(SCALED_PORTS.postgres, 'PostgreSQL of start:scaled')
  await assertPortFree(SCALED_PORTS.redis, 'Redis of start:scaled')
  await assertPortFree(SCALED_PORTS.s3, 'S3 server of start:scaled')
  const databaseUrl = await keepPostgres(stack, { port: SCALED_PORTS.postgres, database: 'strapi' })
  const clusterDir = keptClusterDir()
  done(
    `PostgreSQL: ${databaseUrl} (data in ${clusterDir.startsWith(ROOT) ? path.relative(ROOT, clusterDir) : clusterDir}, log: .logs/postgres.log)`,
  )
  const redisUrl = await keepRedis(stack, SCALED_PORTS.redis)
  done(`Redis: ${redisUrl} (log: .logs/redis.log)`)
  const s3 = await startS3(SCALED_PORTS.s3, { directory: path.join(ROOT, '.data', 's3') })
  stack.onStop(s3.stop)
  done(`S3 (s3rver): ${s3.publicUrl} (objects in .data/s3)`)
  return { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...s3.env }
}

/**
 * The CMS instances on the ports after CMS_URL's, started together (the boot lock lets one do the
 * first boot's work while the other waits), and the balancer on CMS_URL's port.
 */
export async function startCmsInstances(stack: Stack, env: StackEnv, base: Record<string, string>): Promise<void> {
  const port = portOf(env.CMS_URL)
  await assertPortFree(port, 'CMS balancer')
  const ports = Array.from({ length: CMS_INSTANCES }, (_, index) => port + 1 + index)
  await Promise.all(
    ports.map((instancePort, index) =>
      startCms(stack, env, base, 'start', { name: `cms-${index + 1}`, port: instancePort }),
    ),
  )
  const balancer = await startBalancer(
    ports.map((instancePort) => `http://127.0.0.1:${instancePort}`),
    port,
  )
  stack.onStop(balancer.stop)
  done(
    `${CMS_INSTANCES} CMS instances on ports ${ports.join(' and ')} behind ${env.CMS_URL} (logs: ${ports.map((_, index) => `.logs/cms-${index + 1}.log`).join(', ')})`,
  )
}
