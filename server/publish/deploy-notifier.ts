/**
 * `npm start`'s builds report to the CMS the way Netlify's deploys do in production: a signed
 * deploy notification (cms/src/publishing/) when a build starts, goes live or fails, so the admin
 * shows editors where their change is on this machine too. Reports go out one at a time, in order,
 * and are retried while the CMS is away (it may be restarting); a report that still cannot be
 * delivered is logged and dropped: the site's build never waits for its status.
 */
import { randomBytes } from 'node:crypto'
import { signDeployNotification } from '../../cms/src/rules/netlify-signature'
import { whyNoAnswer } from './build-input'
import type { BuildReport } from './queue'

const TIMEOUT_MS = 10_000
const NETLIFY_EVENTS = { building: 'deploy_building', live: 'deploy_created', failed: 'deploy_failed' } as const
const NETLIFY_STATES = { building: 'building', live: 'ready', failed: 'error' } as const

export type DeployNotifierOptions = {
  /** The CMS's deploy notification address (…/api/site-deploys/notifications). */
  url: string
  secret: string
  /** The site's address, reported as the live deploy's URL. */
  siteUrl: string
  log: (line: string) => void
  /** Delivery attempts per report, and the wait between them. */
  attempts?: number
  retryMs?: number
}

export function deployNotifier(options: DeployNotifierOptions): (report: BuildReport) => Promise<void> {
  // Build numbers restart with every `npm start`; deploy ids must not (the CMS remembers the last).
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
  const attempts = options.attempts ?? 5
  const retryMs = options.retryMs ?? 2000
  let queue = Promise.resolve()

  async function deliver(report: BuildReport) {
    const at = report.at.toISOString()
    const body = JSON.stringify({
      id: `local-${run}-${report.build}`,
      state: NETLIFY_STATES[report.state],
      context: 'production',
      name: 'npm start',
      error_message: report.state === 'failed' ? (report.reason ?? null) : null,
      published_at: report.state === 'live' ? at : null,
      ssl_url: options.siteUrl,
    })
    let problem = ''
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-netlify-event': NETLIFY_EVENTS[report.state],
            'x-webhook-signature': signDeployNotification(body, options.secret),
          },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
        await response.arrayBuffer()
        if (response.ok) return
        problem = `HTTP ${response.status}`
        // The CMS refused it (wrong secret, no secret): asking again gives the same answer.
        if (response.status < 500) break
      } catch (error) {
        problem = whyNoAnswer(error, TIMEOUT_MS)
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
    options.log(
      `#${report.build} ${report.state}: the CMS was not told (${problem}); its build status is behind until the next build`,
    )
  }

  return (report) => (queue = queue.then(() => deliver(report)))
}
