/**
 * `npm run develop`: live editing. The CMS runs in Strapi's develop mode, the site in Gatsby's
 * develop server behind netlify dev (functions included) on the same SITE_URL, and every publish in
 * the CMS calls Gatsby's refresh endpoint through a Strapi webhook, so edits show without a restart.
 */
import { ensureEnvFile, loadEnv } from './lib/env-file'
import { Stack, buildCms, done, stackEnvSchema, startCms, startInbox, startSiteServer, step } from './lib/stack'
import { parseEnv } from '../src/server/env'

const GATSBY_PORT = 8000

async function main() {
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

    step('3/4 CMS (Strapi, develop mode)')
    await buildCms(stack, base)
    await startCms(stack, env, base, 'develop')
    done(`CMS ready: ${env.CMS_URL}/admin`)

    step('4/4 Site (gatsby develop behind netlify dev)')
    await startSiteServer(stack, env, base, ['--command', `gatsby develop --port ${GATSBY_PORT} --host 127.0.0.1`, '--target-port', String(GATSBY_PORT), '--framework', '#custom'])
    done(`live site: ${env.SITE_URL}/  (Gatsby directly: http://127.0.0.1:${GATSBY_PORT}/, GraphiQL: http://127.0.0.1:${GATSBY_PORT}/___graphql)`)
    console.log('\n  Publish an edit in the CMS and reload the page. Ctrl-C stops everything.')
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`)
    await stack.stopAll()
    process.exit(1)
  }
}

void main()
