/**
 * `npm run develop`: live editing. The CMS runs in Strapi's develop mode and the site in Gatsby's
 * develop server on :8000, which forwards /api/* to the functions served by netlify dev on
 * SITE_URL. Every publish in the CMS calls Gatsby's refresh endpoint through a Strapi webhook, so
 * edits show without a restart. (netlify dev in front of gatsby develop does not work here:
 * netlify-cli gives up on a framework port after ~20 s (seen with 26), and its 404 rules for the built site
 * would hide every page Gatsby serves.)
 */
import { assertProjectNode, enableCompileCache } from './node-runtime.mjs'
import { ensureEnvFile, loadEnv } from './lib/env-file'
import { ROOT } from '../server/root'
import { Stack, done, portOf, step, waitForHttp } from '../server/supervisor'
import { bin } from '../server/root'
import { prepareGatsbyCache, stackEnvSchema, startCms, startInbox, startNetlifyDev } from './lib/stack'
import { parseEnv } from '../src/server/env'

const GATSBY_PORT = 8000

async function main() {
  assertProjectNode('npm run develop')
  enableCompileCache()
  const stack = new Stack()
  stack.stopOnSignals()
  try {
    step('1/4 Configuration')
    ensureEnvFile()
    const refreshUrl = `http://127.0.0.1:${GATSBY_PORT}/__refresh`
    const base = { ...loadEnv(), SITE_REBUILD_WEBHOOK_URL: refreshUrl, ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' }
    const env = parseEnv(stackEnvSchema, base, 'local stack')
    done(`CMS publishes will call ${refreshUrl}`)

    step('2/4 Inbox (MailDev)')
    await startInbox(stack, env, base)
    done(`inbox ready: http://127.0.0.1:${env.INBOX_WEB_PORT}`)

    step('3/4 CMS (Strapi, develop mode: compiles and serves its admin itself)')
    await startCms(stack, env, base, 'develop')
    done(`CMS ready: ${env.CMS_URL}/admin`)

    step('4/4 Functions (netlify dev) and site (gatsby develop)')
    await startNetlifyDev(stack, base, { port: portOf(env.SITE_URL) })
    done(`functions: ${env.SITE_URL}/api/user/session`)
    prepareGatsbyCache(base)
    const gatsby = stack.start(
      'gatsby',
      bin(ROOT, 'gatsby'),
      ['develop', '--port', String(GATSBY_PORT), '--host', '127.0.0.1'],
      {
        env: { ...base, GATSBY_TELEMETRY_DISABLED: '1', DEVELOP_FUNCTIONS_URL: env.SITE_URL },
        echo: true,
      },
    )
    await waitForHttp(`http://127.0.0.1:${GATSBY_PORT}/`, gatsby, 600_000)
    done(`live site: http://127.0.0.1:${GATSBY_PORT}/  (GraphiQL: http://127.0.0.1:${GATSBY_PORT}/___graphql)`)
    console.log('\n  Publish an edit in the CMS and reload the page. Ctrl-C stops everything.')
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    await stack.stopAll()
    process.exit(1)
  }
}

void main()
