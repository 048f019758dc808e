/**
 * `npm start`: the whole product on this machine, from nothing, in one command.
 *   1. local configuration (.env with generated secrets)    4. the site, built from the CMS
 *   2. the inbox (MailDev: SMTP + web UI)                    5. the site server: site + functions
 *   3. the CMS (Strapi, seeded on first start)
 * Then every publish in the CMS rebuilds the site and serves the new build whole, as a Netlify
 * deploy would (server/publish/publishing.ts, server/start.ts). Ctrl-C stops everything. A second start reuses .env, the
 * CMS database and its build.
 * `npm run start:scaled` (--scaled) runs the CMS in its scaled layout instead: two instances on
 * PostgreSQL, Redis and S3-compatible storage, behind a balancer (./lib/scaled.ts).
 */
import { assertProjectNode, enableCompileCache } from './node-runtime.mjs'
import { ensureEnvFile, loadEnv } from './lib/env-file'
import { deployNotifier } from '../server/publish/deploy-notifier'
import { Publishing } from '../server/publish/publishing'
import { startBuildHook } from '../server/publish/build-hook'
import { PUBLISH_TIMING } from '../server/publish/queue'
import { CMS_INSTANCES, startCmsInstances, startScaledEngines } from './lib/scaled'
import { Stack, assertPortFree, done, step } from '../server/supervisor'
import { buildCms, buildSite, stackEnvSchema, startCms, startInbox } from './lib/stack'
import { startSiteServer } from '../server/start'
import { cmsEnvSchema } from '../cms/src/env'
import { NOTIFICATIONS_PATH } from '../cms/src/rules/publishing-paths'
import { parseEnv, siteEnvSchema } from '../src/server/env'

async function main() {
  assertProjectNode('npm start')
  enableCompileCache()
  const scaled = process.argv.includes('--scaled')
  const stack = new Stack()
  stack.stopOnSignals()
  try {
    step('1/5 Configuration')
    const envFile = ensureEnvFile()
    if (envFile.created) done(`created ${envFile.file} with fresh local secrets`)
    else if (envFile.added.length) done(`added ${envFile.added.join(', ')} to .env`)
    else done('using .env')
    const base = loadEnv()
    parseEnv(cmsEnvSchema, base, 'CMS')
    parseEnv(siteEnvSchema, base, 'site')
    const env = parseEnv(stackEnvSchema, base, 'local stack')

    step(`2/5 Inbox (MailDev): SMTP on ${env.SMTP_PORT}, UI on ${env.INBOX_WEB_PORT}`)
    await startInbox(stack, env, base)
    done(`inbox ready: http://127.0.0.1:${env.INBOX_WEB_PORT}`)

    // The CMS's webhook calls this build hook on every publish; changes made during the first
    // build wait for it.
    const log = (line: string) => console.log(`[publish] ${line}`)
    // Each build tells the CMS where it is, as Netlify's deploy notifications do in production.
    const report = env.DEPLOY_NOTIFICATION_SECRET
      ? deployNotifier({
          url: `${env.CMS_URL}${NOTIFICATIONS_PATH}`,
          secret: env.DEPLOY_NOTIFICATION_SECRET,
          siteUrl: env.SITE_URL,
          log,
        })
      : undefined
    const deploys = new Publishing(stack, log, { ...PUBLISH_TIMING, report, mirror: true, standByAtStart: true })
    await assertPortFree(env.BUILD_HOOK_PORT, 'build hook')
    const hook = await startBuildHook({
      port: env.BUILD_HOOK_PORT,
      publisher: () => deploys.current,
      onTrigger: (what) => deploys.trigger(what),
    })
    stack.onStop(async () => {
      deploys.close()
      await hook.close()
    })
    base.SITE_REBUILD_WEBHOOK_URL = hook.hookUrl

    if (scaled) {
      step(`3/5 CMS (Strapi): ${CMS_INSTANCES} instances on PostgreSQL, Redis and S3, behind ${env.CMS_URL}`)
      Object.assign(base, await startScaledEngines(stack))
      await buildCms(stack, base)
      await startCmsInstances(stack, env, base)
      done(`CMS ready: ${env.CMS_URL}/admin`)
    } else {
      step(`3/5 CMS (Strapi) on ${env.CMS_URL}`)
      await buildCms(stack, base)
      await startCms(stack, env, base)
      done(`CMS ready: ${env.CMS_URL}/admin (log: .logs/cms.log)`)
    }

    step('4/5 Site build (Gatsby, content from the CMS)')
    void report?.({ build: 1, state: 'building', at: new Date() })
    await buildSite(stack, base, { mirror: true })
    const firstRelease = await deploys.release(1)
    done('site built into .site-mirror/public/ (build #1)')

    step(`5/5 Site and functions (the site server) on ${env.SITE_URL}`)
    const server = await startSiteServer(stack, env, base, { release: firstRelease })
    const firstLive = new Date()
    deploys.attach(server, base, { build: 1, at: firstLive })
    void report?.({ build: 1, state: 'live', at: firstLive })
    done('site ready (log: .logs/site.log)')

    console.log(`
  Site           ${env.SITE_URL}/  (fa: ${env.SITE_URL}/fa/, en: ${env.SITE_URL}/en/)
  Functions      ${env.SITE_URL}/api/user/session
  CMS admin      ${env.CMS_URL}/admin
                 log in as ${env.CMS_ADMIN_EMAIL ?? '(CMS_ADMIN_EMAIL unset)'} with the password CMS_ADMIN_PASSWORD in .env${base.CMS_ADMIN_PASSWORD ? ` (${base.CMS_ADMIN_PASSWORD})` : ''}
  Inbox          http://127.0.0.1:${env.INBOX_WEB_PORT}  (SMTP 127.0.0.1:${env.SMTP_PORT})

  Build status   ${hook.statusUrl}, and in the CMS admin (each publish rebuilds the site; progress below)
  Press Ctrl-C to stop everything.`)
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    await stack.stopAll()
    process.exit(1)
  }
}

void main()
