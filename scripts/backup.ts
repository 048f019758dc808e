/**
 * `npm run backup [-- --to <folder>]`: the CMS's database and uploads into a new folder
 * (backups/<time> unless given), as the CMS's configuration in .env says where they are
 * (scripts/lib/backup.ts; docs/operations.md). The CMS may keep running.
 */
import path from 'node:path'
import { cmsEnv } from '../cms/src/env'
import { backup } from './lib/backup'
import { ROOT } from '../server/root'
import { loadEnv } from './lib/env-file'
import { done, step } from '../server/supervisor'

async function main() {
  const args = process.argv.slice(2)
  const to = args[args.indexOf('--to') + 1]
  const dir = path.resolve(
    args.includes('--to') && to ? to : path.join(ROOT, 'backups', new Date().toISOString().replace(/[:.]/g, '-')),
  )
  const env = cmsEnv(loadEnv())
  step(`Backing up the CMS's ${env.DATABASE_CLIENT} database and ${env.UPLOAD_PROVIDER} uploads into ${dir}`)
  const manifest = await backup(env, dir)
  done(
    `backup written: ${manifest.files} upload files (${(manifest.bytes / 1024 / 1024).toFixed(1)} MB) and the database`,
  )
}

main().catch((error: Error) => {
  console.error(`✘ ${error.message}`)
  process.exit(1)
})
