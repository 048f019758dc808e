/**
 * `npm run account:lifecycle`: walks a new member through every /api/user call on the running
 * product (`npm start`: site on SITE_URL, inbox on INBOX_WEB_PORT) and prints each answer's status
 * and time. Exits non-zero naming the first step that broke.
 */
import { loadEnv } from './lib/env-file'
import { runAccountLifecycle } from './lib/account-lifecycle'

async function main() {
  const env = loadEnv()
  const siteUrl = process.argv[2] ?? env.SITE_URL ?? 'http://localhost:8888'
  const inboxUrl = process.argv[3] ?? `http://127.0.0.1:${env.INBOX_WEB_PORT ?? 1080}`
  const language = env.LIFECYCLE_LANGUAGE === 'fa' ? 'fa' : 'en'
  console.log(`account lifecycle on ${siteUrl} (inbox ${inboxUrl}, language ${language})`)
  await runAccountLifecycle({
    siteUrl,
    inboxUrl,
    language,
    log: ({ step, status, ms }) => console.log(`  ${String(status).padEnd(4)} ${String(ms).padStart(5)} ms  ${step}`),
  })
  console.log('✔ every step answered as specified')
}

main().catch((error: Error) => {
  console.error(`✘ ${error.message}`)
  process.exit(1)
})
