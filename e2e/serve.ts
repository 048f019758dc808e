/**
 * Keeps the end-to-end stack up (inbox, CMS, built site on the site server) until Ctrl-C, so browser
 * tests can be rerun quickly: `npx tsx e2e/serve.ts`, then `E2E_EXTERNAL_STACK=1 npm run test:e2e`.
 */
import globalSetup from './global-setup'
import { E2E_SITE_URL } from './stack'
import type { FullConfig } from '@playwright/test'

void (async () => {
  const teardown = await globalSetup({} as FullConfig)
  console.log(`e2e stack up at ${E2E_SITE_URL}; Ctrl-C stops it`)
  const stop = async () => {
    await teardown()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
})()
