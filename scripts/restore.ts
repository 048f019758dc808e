/**
 * `npm run restore -- <folder> [--force]`: a backup of `npm run backup` into the CMS's database
 * and uploads, as .env says where they are. Refuses while the CMS answers (stop it first), and a
 * target that holds data unless --force (scripts/lib/backup.ts; docs/operations.md).
 */
import path from 'node:path'
import { cmsEnv } from '../cms/src/env'
import { restore } from './lib/backup'
import { loadEnv } from './lib/env-file'
import { done, step } from '../server/supervisor'

async function main() {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const from = args.find((arg) => !arg.startsWith('--'))
  if (!from) throw new Error('name the backup folder: npm run restore -- backups/<time> [--force]')
  const base = loadEnv()
  const env = cmsEnv(base)
  const cmsUrl = base.CMS_URL ?? 'http://127.0.0.1:1337'
  const running = await fetch(new URL('/_health', cmsUrl), { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (running) throw new Error(`the CMS answers at ${cmsUrl}: stop it before restoring (Ctrl-C npm start)`)
  step(
    `Restoring ${path.resolve(from)} into the CMS's ${env.DATABASE_CLIENT} database and ${env.UPLOAD_PROVIDER} uploads`,
  )
  const manifest = await restore(env, path.resolve(from), { force })
  done(`restored the backup of ${manifest.createdAt}: the database and ${manifest.files} upload files`)
}

main().catch((error: Error) => {
  console.error(`✘ ${error.message}`)
  process.exit(1)
})
