/**
 * Brings the product up for the browser tests the way `npm start` does: an inbox, the real CMS
 * (fresh temporary SQLite, seeded on first boot), the site built from it by Gatsby, and the site
 * server serving site and functions. Returns the teardown that stops it all.
 */
import type { FullConfig } from '@playwright/test'
import { Stack, step, done } from '../server/supervisor'
import { buildSite, startNetlifyDev } from '../scripts/lib/stack'
import { releaseOfBuild, releasesDir } from '../server/publish/publishing'
import { startSiteServer } from '../server/start'
import { startTestCms, testEnv } from '../tests/support/cms-process'
import { startTestInbox } from '../tests/support/inbox'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  E2E_CMS_PORT,
  E2E_COMPANY_EMAIL,
  E2E_NETLIFY_DEV_PORT,
  E2E_NETLIFY_DEV_URL,
  E2E_EDITORS_EMAIL,
  E2E_INBOX_PORT,
  E2E_SITE_URL,
  E2E_SMTP_PORT,
  E2E_STACK_FILE,
  type E2eStackState,
} from './stack'
import { writerToken } from '../tests/support/cms-api'
import { previewEnvSchema, siteEnvSchema } from '../src/server/env'

export default async function globalSetup(_config: FullConfig) {
  // While working on the tests: `npx tsx e2e/serve.ts` keeps a stack up and E2E_EXTERNAL_STACK=1 reuses it.
  if (process.env.E2E_EXTERNAL_STACK === '1') return async () => {}
  step('e2e: inbox and CMS on a temporary database')
  const mail = await startTestInbox(E2E_SMTP_PORT, E2E_INBOX_PORT)
  // As under `npm start`, the stack restarts the CMS and the site server if they die (e2e/faults.spec.ts kills them).
  const stack = new Stack()
  let netlifyDev: Promise<void> | undefined
  // Every test reader comes from 127.0.0.1, so the per-client rate limit is raised here; the
  // integration tests prove the limit itself.
  const cms = await startTestCms({
    port: E2E_CMS_PORT,
    env: {
      SMTP_PORT: String(E2E_SMTP_PORT),
      SITE_URL: E2E_SITE_URL,
      AUTH_RATE_LIMIT_MAX: '1000',
      ACCOUNT_IP_RATE_LIMIT_MAX: '1000',
      ACCOUNT_EMAIL_RATE_LIMIT_MAX: '1000',
      LOGIN_IP_RATE_LIMIT_MAX: '1000',
      AVATAR_RATE_LIMIT_MAX: '1000',
      COMMENT_RATE_LIMIT_IP_MAX: '1000',
      COMMENT_DIGEST_TO: E2E_EDITORS_EMAIL,
      COMMENT_DIGEST_MINUTES: '0.1',
      CONSULTATION_TO: E2E_COMPANY_EMAIL,
      CONSULTATION_RATE_LIMIT_MAX: '1000',
      NEWSLETTER_RATE_LIMIT_MAX: '1000',
    },
    supervise: stack,
  }).catch(async (error: unknown) => {
    await mail.stop()
    throw error
  })
  try {
    // HOST and PORT are the CMS's own; the site server and Gatsby must not pick them up.
    const { HOST: _host, PORT: _port, ...cmsEnv } = cms.env
    const env = { ...testEnv(), ...cmsEnv, SITE_URL: E2E_SITE_URL, CMS_URL: cms.url }
    step(`e2e: site build from that CMS on Node ${process.versions.node}`)
    await buildSite(stack, env)
    step('e2e: the site server, and netlify dev on the same release (the parity project waits for it)')
    const release = await releaseOfBuild('1', releasesDir('e2e'))
    // netlify dev takes seconds to start and only the parity project reads it: it starts while the
    // other tests run (e2e/netlify-dev.spec.ts waits for it to answer).
    netlifyDev = startNetlifyDev(
      stack,
      { ...env, SITE_URL: E2E_NETLIFY_DEV_URL },
      { port: E2E_NETLIFY_DEV_PORT, dir: path.join(release, 'site') },
    ).then(
      () => undefined,
      (error: Error) => console.error(`✖ netlify dev did not start: ${error.message}`),
    )
    const site = await startSiteServer(stack, { SITE_URL: E2E_SITE_URL }, env, { release })
    // Tests that act as the CMS's administrator (blocking an account) or kill a service read this.
    const siteVariables = [...new Set([...Object.keys(siteEnvSchema.shape), ...Object.keys(previewEnvSchema.shape)])]
    const cmsToken = await writerToken(cms)
    const record = () => {
      const state: E2eStackState = {
        cmsUrl: cms.url,
        cmsToken,
        cmsAdmin: { email: cms.env.CMS_ADMIN_EMAIL, password: cms.env.CMS_ADMIN_PASSWORD },
        previewSecret: cms.env.PREVIEW_SECRET,
        cmsPid: cms.child.pid ?? 0,
        sitePids: site.sites.map((serving) => serving.child.pid ?? 0),
        siteEnv: Object.fromEntries(
          siteVariables
            .map((name) => [name, (env as Record<string, string | undefined>)[name]])
            .filter((entry): entry is [string, string] => entry[1] !== undefined),
        ),
      }
      writeFileSync(E2E_STACK_FILE, JSON.stringify(state))
    }
    record()
    if (cms.supervised) cms.supervised.onRestarted = record
    for (const serving of site.sites) serving.onRestarted = record
    done(`e2e stack up: ${E2E_SITE_URL}`)
  } catch (error) {
    await netlifyDev
    await stack.stopAll()
    await cms.stop()
    await mail.stop()
    throw error
  }
  return async () => {
    await netlifyDev
    await stack.stopAll()
    await cms.stop()
    await mail.stop()
  }
}
