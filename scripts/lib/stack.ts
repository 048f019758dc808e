/**
 * Starts the parts of the product under the supervisor (server/supervisor.ts): the inbox
 * (MailDev), the CMS (Strapi), the site build (Gatsby), and netlify dev where it is used (the site
 * server is server/start.ts). Used by `npm start`, `npm run develop` and the end-to-end tests, so
 * all three run the product the same way.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { z } from 'zod'
import { ROOT, bin } from '../../server/root'
import { assertPortFree, done, portOf, waitForHttp, type Stack, type Supervised } from '../../server/supervisor'
import { buildCommandArgs } from '../../server/publish/site-mirror'
import { ensurePreviewRenderer } from '../../src/server/preview-renderer'
import { SHARED_SECRET_LENGTH, tooShort } from '../../cms/src/rules/settings'

export const CMS_DIR = path.join(ROOT, 'cms')

const port = z.coerce.number().int().min(1).max(65535)
/** What the scripts need from the environment, on top of what the CMS and the site parse themselves. */
export const stackEnvSchema = z.object({
  CMS_URL: z.string().url(),
  SITE_URL: z.string().url(),
  SMTP_PORT: port.default(1025),
  INBOX_WEB_PORT: port.default(1080),
  /** The local build hook and build status (server/publish/build-hook.ts), on 127.0.0.1. */
  BUILD_HOOK_PORT: port.default(8890),
  CMS_ADMIN_EMAIL: z.string().email().optional(),
  CMS_ADMIN_PASSWORD: z.string().optional(),
  /**
   * How many reverse proxies of your own stand in front of the site's port (0: clients connect to
   * it directly). The client's address is then what the outermost of them saw (server/http.ts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** How many processes serve the site (server/start.ts); unset, one a core, at most four. */
  SITE_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /** `npm run serve` (docs/self-hosting.md): where the site server listens, behind your reverse proxy. */
  SITE_PORT: port.default(8888),
  SITE_HOST: z.string().min(1).default('127.0.0.1'),
  /** `npm run serve`: the secret part of the build hook's path; unset, publishes are not rebuilt there. */
  BUILD_HOOK_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'BUILD_HOOK_ID must be 16-128 letters, digits, _ or -')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Signs the local builds' reports to the CMS (server/publish/deploy-notifier.ts); without it they are not sent. */
  DEPLOY_NOTIFICATION_SECRET: z
    .string()
    .min(SHARED_SECRET_LENGTH.DEPLOY_NOTIFICATION_SECRET, tooShort('DEPLOY_NOTIFICATION_SECRET'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
})
export type StackEnv = z.infer<typeof stackEnvSchema>

function hashTree(hash: ReturnType<typeof createHash>, target: string) {
  if (!existsSync(target)) return
  if (statSync(target).isDirectory()) {
    for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry))
  } else {
    hash.update(path.relative(CMS_DIR, target)).update(readFileSync(target))
  }
}

/**
 * The CMS's compiled code and admin panel are rebuilt only when its sources changed, its mends of
 * Strapi's packages (patches/) among them: the admin panel bundles the code they change.
 */
export function cmsBuildIsCurrent(): { current: boolean; stamp: string } {
  const hash = createHash('sha256')
  for (const part of ['src', 'config', 'patches', 'package-lock.json', 'tsconfig.json'])
    hashTree(hash, path.join(CMS_DIR, part))
  const stamp = hash.digest('hex')
  const stampFile = path.join(CMS_DIR, 'dist', '.build-stamp')
  const current =
    existsSync(stampFile) &&
    existsSync(path.join(CMS_DIR, 'dist', 'build', 'index.html')) &&
    readFileSync(stampFile, 'utf8') === stamp
  return { current, stamp }
}

/**
 * The CMS's environment on this machine (npm start, develop, the scaled layout, the tests); `port`
 * where it listens, CMS_URL's own unless it sits behind a balancer. The demo content is seeded
 * unless CMS_SEED says otherwise: a CMS started any other way (production) seeds only when asked.
 */
export function cmsEnvironment(env: Record<string, string>, port = portOf(env.CMS_URL)): Record<string, string> {
  return {
    CMS_SEED: 'true',
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    STRAPI_TELEMETRY_DISABLED: 'true',
    BROWSER: 'none',
  }
}

export async function buildCms(stack: Stack, env: Record<string, string>) {
  const { current, stamp } = cmsBuildIsCurrent()
  if (current) {
    done('CMS build is current (cms/dist), reusing it')
    return
  }
  await stack.run('cms-build', bin(CMS_DIR, 'strapi'), ['build'], { cwd: CMS_DIR, env: cmsEnvironment(env) })
  writeFileSync(path.join(CMS_DIR, 'dist', '.build-stamp'), stamp)
}

export async function startInbox(stack: Stack, env: StackEnv, base: Record<string, string>) {
  await assertPortFree(env.SMTP_PORT, 'inbox SMTP')
  await assertPortFree(env.INBOX_WEB_PORT, 'inbox web UI')
  const child = stack.start(
    'inbox',
    bin(ROOT, 'maildev'),
    ['--smtp', String(env.SMTP_PORT), '--web', String(env.INBOX_WEB_PORT), '--ip', '127.0.0.1'],
    { env: base },
  )
  await waitForHttp(`http://127.0.0.1:${env.INBOX_WEB_PORT}/`, child, 60_000)
  return child
}

/** One CMS process, supervised; `instance` names one of several behind a balancer (its own port and log). */
export async function startCms(
  stack: Stack,
  env: StackEnv,
  base: Record<string, string>,
  mode: 'start' | 'develop' = 'start',
  instance: { name: string; port: number } = { name: 'cms', port: portOf(env.CMS_URL) },
): Promise<Supervised> {
  await assertPortFree(instance.port, instance.name)
  // Started from its build by cms/server.js, as `npm start` in cms/ does; developed through Strapi's CLI.
  const [command, args] =
    mode === 'develop' ? [bin(CMS_DIR, 'strapi'), ['develop', '--no-watch-admin']] : [process.execPath, ['server.js']]
  const health = `http://127.0.0.1:${instance.port}/_health`
  const cms = stack.keep(instance.name, command, args, {
    cwd: CMS_DIR,
    env: cmsEnvironment(base, instance.port),
    echo: mode === 'develop',
    restart: { ready: (child) => waitForHttp(health, child, 300_000) },
  })
  await waitForHttp(health, cms.child, 300_000)
  return cms
}

/**
 * Gatsby's cache (.cache, public) remembers CMS media by the CMS's own ids, which another CMS
 * database reuses for other files: a build after switching databases (`npm test` then `npm start`,
 * or the reverse) lost every post cover. The cache is therefore stamped with the CMS it was filled
 * from and cleared when the next build or `gatsby develop` reads from another one.
 */
export function prepareGatsbyCache(base: Record<string, string>, root = ROOT) {
  const identity = [
    base.CMS_URL,
    base.DATABASE_CLIENT ?? 'sqlite',
    base.DATABASE_URL ?? base.DATABASE_FILENAME ?? '',
  ].join('|')
  const cacheDir = path.join(root, '.cache')
  // Beside .cache, not in it: Gatsby empties .cache when it finds no state of its own.
  const stampFile = path.join(root, '.gatsby-cms-identity')
  const previous = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : undefined
  if (previous !== identity && existsSync(cacheDir)) {
    done(
      previous
        ? 'site cache was filled from another CMS database: clearing it'
        : 'site cache has no CMS stamp: clearing it',
    )
    rmSync(cacheDir, { recursive: true, force: true })
    rmSync(path.join(root, 'public'), { recursive: true, force: true })
  }
  writeFileSync(stampFile, identity)
}

/**
 * Gatsby renders pages and runs queries in (physical cores − 1) workers, the build process
 * itself waiting meanwhile: on a two-core machine one core sat idle through the longest step
 * (HTML for 2,400 pages: 55 s on one worker). One worker per logical core, unless set.
 */
export const gatsbyWorkers = (env: Record<string, string | undefined>) => ({
  GATSBY_CPU_COUNT: env.GATSBY_CPU_COUNT ?? String(os.cpus().length + 1),
})

/**
 * The production build command itself (`npm run build`, scripts/build-site.ts), so every local run
 * tests it; with `mirror`, in the site mirror, as `npm start` builds (server/publish/site-mirror.ts).
 */
export function buildSite(stack: Stack, base: Record<string, string>, options: { mirror?: boolean } = {}) {
  return stack.run('site-build', bin(ROOT, 'tsx'), buildCommandArgs(options.mirror), {
    env: { ...base, GATSBY_TELEMETRY_DISABLED: '1' },
  })
}

/**
 * netlify dev serving the functions (and the static files of `dir`, public/ unless given) on
 * `port`: Netlify's own emulator, kept where it adds fidelity (`npm run develop`, the parity test
 * beside the site server). One instance, supervised; it reads `dir` and `_headers` only at start.
 */
export async function startNetlifyDev(
  stack: Stack,
  base: Record<string, string>,
  options: { port: number; dir?: string; name?: string },
): Promise<Supervised> {
  await assertPortFree(options.port, 'netlify dev')
  if (ensurePreviewRenderer(ROOT)) done("no site build yet: the editors' preview answers that it needs one")
  const args = [
    'dev',
    '--offline',
    '--internal-disable-edge-functions',
    '--port',
    String(options.port),
    '--dir',
    options.dir ?? path.join(ROOT, 'public'),
  ]
  const readyUrl = `http://127.0.0.1:${options.port}/api/user/session`
  // netlify-cli is the site server's package (server/package.json), beside the parts of Netlify it runs.
  const site = stack.keep(options.name ?? 'netlify-dev', bin(path.join(ROOT, 'server'), 'netlify'), args, {
    env: { ...base, NETLIFY_TELEMETRY_DISABLED: '1', GATSBY_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    restart: { ready: (child) => waitForHttp(readyUrl, child, 300_000) },
  })
  await waitForHttp(readyUrl, site.child, 300_000)
  return site
}
