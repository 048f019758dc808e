/**
 * `npm run serve`: the site in production on a machine of your own (docs/self-hosting.md). Serves
 * the last `npm run build` (public/) and the functions with the site server (server/start.ts) on
 * SITE_PORT, behind a TLS reverse proxy; with BUILD_HOOK_ID set, the CMS's publishes rebuild the
 * site and each good build goes live whole, as on Netlify and under `npm start`. The CMS runs
 * beside it, on its own (`npm run start --prefix cms`, or its own unit).
 *
 * Configuration comes from the environment (a systemd EnvironmentFile, or .env beside it):
 * the site's and functions' variables of .env.example, with SITE_URL the public https address.
 */
import { assertProjectNode, enableCompileCache } from './node-runtime.mjs'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../server/root'
import { loadEnv } from './lib/env-file'
import { deployNotifier } from '../server/publish/deploy-notifier'
import { Publishing, releasesDir } from '../server/publish/publishing'
import { startBuildHook } from '../server/publish/build-hook'
import { PUBLISH_TIMING } from '../server/publish/queue'
import { Stack, assertPortFree, done, step } from '../server/supervisor'
import { stackEnvSchema } from './lib/stack'
import { functionsEnvSchema, parseEnv, siteEnvSchema } from '../src/server/env'
import { NOTIFICATIONS_PATH } from '../cms/src/rules/publishing-paths'
import { startSiteServer } from '../server/start'

async function main() {
  assertProjectNode('npm run serve')
  enableCompileCache()
  const stack = new Stack()
  stack.stopOnSignals()
  try {
    const base = loadEnv()
    parseEnv(siteEnvSchema, base, 'site')
    parseEnv(functionsEnvSchema, base, 'functions')
    const env = parseEnv(stackEnvSchema, base, 'site server')
    const publicDir = path.join(ROOT, 'public')
    if (!existsSync(path.join(publicDir, '_headers')))
      throw new Error('No site build in public/: run `npm run build` first (with the CMS up), then `npm run serve`.')

    const log = (line: string) => console.log(`[publish] ${line}`)
    const report = env.DEPLOY_NOTIFICATION_SECRET
      ? deployNotifier({
          url: `${env.CMS_URL}${NOTIFICATIONS_PATH}`,
          secret: env.DEPLOY_NOTIFICATION_SECRET,
          siteUrl: env.SITE_URL,
          log,
        })
      : undefined
    const deploys = new Publishing(stack, log, { ...PUBLISH_TIMING, report, releasesDir: releasesDir('serve') })

    step(`Site server on ${env.SITE_HOST}:${env.SITE_PORT} for ${env.SITE_URL}`)
    const server = await startSiteServer(stack, env, base, {
      release: await deploys.release(1),
      port: env.SITE_PORT,
      hosts: [env.SITE_HOST],
    })
    const live = new Date()
    void report?.({ build: 1, state: 'live', at: live })
    done(`serving the build in public/ (log: .logs/site.log)`)

    if (env.BUILD_HOOK_ID) {
      await assertPortFree(env.BUILD_HOOK_PORT, 'build hook')
      const hook = await startBuildHook({
        port: env.BUILD_HOOK_PORT,
        id: env.BUILD_HOOK_ID,
        publisher: () => deploys.current,
        onTrigger: (what) => deploys.trigger(what),
      })
      // Only with a build hook; after each build the next build's process waits ready (ADR 0046).
      deploys.attach(server, base, { build: 1, at: live })
      stack.onStop(async () => {
        deploys.close()
        await hook.close()
      })
      done(
        `build hook: ${hook.url}/build_hooks/<BUILD_HOOK_ID> (the CMS's SITE_REBUILD_WEBHOOK_URL); status: ${hook.statusUrl}`,
      )
    } else done('no BUILD_HOOK_ID: publishes in the CMS are not rebuilt here')
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    await stack.stopAll()
    process.exit(1)
  }
}

void main()
