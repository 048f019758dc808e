/**
 * What `npm run build` checks before it hands over to Gatsby: the variables it needs, a CMS that
 * answers at CMS_URL, and a token that CMS accepts. Each failure is one sentence an operator can act
 * on, said in seconds, instead of a source plugin's stack trace minutes into a deploy.
 */
import { parseEnv, productionBuildEnvSchema, type ProductionBuildEnv } from '../../src/server/env'

/** A reason the build cannot start, worded for whoever runs it. */
export class BuildInputError extends Error {}

const CMS_TIMEOUT_MS = 15_000

/**
 * The build's environment. On Netlify SITE_URL may be left out: Netlify's own `URL` (the site's
 * main address) is used, so canonical links never point at localhost.
 */
export function productionBuildEnv(source: Record<string, string | undefined>): ProductionBuildEnv {
  const withSiteUrl =
    !source.SITE_URL && source.NETLIFY === 'true' && source.URL ? { ...source, SITE_URL: source.URL } : source
  try {
    return parseEnv(productionBuildEnvSchema, withSiteUrl, 'build')
  } catch (error) {
    throw new BuildInputError((error as Error).message)
  }
}

/** Why a fetch got no answer, in a few words: the network error's code, or the time-out. */
export function whyNoAnswer(error: unknown, timeoutMs = CMS_TIMEOUT_MS): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message
}

async function request(url: URL, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(CMS_TIMEOUT_MS), redirect: 'manual' })
  await response.body?.cancel()
  return response
}

/** Strapi's health route answers, and the API token is accepted on the content API. */
export async function checkCms(env: Pick<ProductionBuildEnv, 'CMS_URL' | 'STRAPI_API_TOKEN'>): Promise<void> {
  const where = `the CMS at ${env.CMS_URL}`
  let health: Response
  try {
    health = await request(new URL('/_health', env.CMS_URL))
  } catch (error) {
    throw new BuildInputError(
      `${where} does not answer (${whyNoAnswer(error)}). Start it (\`npm start\` or \`npm run develop\` do) or set CMS_URL to where it runs.`,
    )
  }
  if (health.status !== 204 && health.status !== 200) {
    throw new BuildInputError(
      `${where} answered HTTP ${health.status} to Strapi's health check (/_health): is CMS_URL the address of the Strapi server?`,
    )
  }
  let locales: Response
  try {
    locales = await request(new URL('/api/i18n/locales', env.CMS_URL), {
      authorization: `Bearer ${env.STRAPI_API_TOKEN}`,
    })
  } catch (error) {
    throw new BuildInputError(`${where} stopped answering (${whyNoAnswer(error)}) while the API token was checked.`)
  }
  if (locales.status === 401 || locales.status === 403) {
    throw new BuildInputError(
      `${where} refused STRAPI_API_TOKEN (HTTP ${locales.status}): it must be an API token of that CMS that reads the site's content (the CMS makes it from STRAPI_API_TOKEN at boot; admin → Settings → API Tokens → site-build).`,
    )
  }
  if (!locales.ok)
    throw new BuildInputError(
      `${where} answered HTTP ${locales.status} to /api/i18n/locales; the site cannot be sourced from it.`,
    )
}

/** Everything the build needs, checked; throws BuildInputError with the first thing missing. */
export async function prepareProductionBuild(source: Record<string, string | undefined>): Promise<ProductionBuildEnv> {
  const env = productionBuildEnv(source)
  await checkCms(env)
  return env
}
