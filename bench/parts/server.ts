/** The site server beside netlify dev and beside the handler called in-process. */
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Stack, freePort } from '../../server/supervisor'
import { startNetlifyDev } from '../../scripts/lib/stack'
import { releaseOfBuild, releasesDir } from '../../server/publish/publishing'
import { pruneReleases } from '../../server/release'
import { startSiteServer } from '../../server/start'
import { type TestCms } from '../../tests/support/cms-process'
import { pointFunctionsAt } from '../../tests/support/account-client'
import { measure, type LatencyFigures } from '../lib/latency'
import { groupRssMb } from '../lib/load'
import { BUDGETS, type Failure } from '../config'
import { ms } from '../lib/units'
import { benchMember, warmMeasure } from './latency'

export type ServerComparison = {
  swaps: { releases: number; msMin: number; msMedian: number; msMax: number; mbBefore: number; mbAfter: number }
  inProcess: { calls: number; p50: number; p99: number }
  sessionOneClient: LatencyFigures
  noCookie: { ours: LatencyFigures; netlifyDev: LatencyFigures }
  withCookie: { ours: LatencyFigures; cms: LatencyFigures }
  oursMb: { before: number; after: number }
}

/** Calls `handler` back to back for `seconds` in this process: its own cost, without HTTP. */
export async function inProcessCalls(
  handler: (req: Request, context: { ip: string; site: { url: string } }) => Promise<Response>,
  url: string,
  cookie: string,
  seconds: number,
) {
  const times: number[] = []
  const ends = performance.now() + seconds * 1000
  while (performance.now() < ends) {
    const started = performance.now()
    const answer = await handler(new Request(url, { headers: { cookie } }), { ip: '127.0.0.1', site: { url } })
    await answer.arrayBuffer()
    if (answer.status !== 200) throw new Error(`the session handler answered ${answer.status} in process`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { calls: times.length, p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] }
}

/**
 * The site server beside netlify dev serving the same release with the same functions and CMS
 * (issue [15]), and beside the session handler called in this process and the CMS's own
 * /users/me: what the server costs a call, and what a crowd gets from each.
 */
export async function serverComparison(
  stack: Stack,
  cms: TestCms,
  env: Record<string, string>,
  failures: Failure[],
): Promise<ServerComparison> {
  const budget = BUDGETS.server
  const release = await releaseOfBuild('compare', releasesDir('bench'))
  const oursUrl = `http://localhost:${await freePort()}`
  const netlifyDevPort = await freePort()
  const ours = await startSiteServer(
    stack,
    { SITE_URL: oursUrl },
    { ...env, SITE_URL: oursUrl },
    { release, name: 'bench-site-server' },
  )
  try {
    await startNetlifyDev(
      stack,
      { ...env, SITE_URL: oursUrl },
      { port: netlifyDevPort, dir: path.join(release, 'site'), name: 'bench-netlify-dev' },
    )
    const member = await benchMember(cms, oursUrl)
    const session = '/api/user/session'
    pointFunctionsAt(cms.url, cms.env, 10_000)
    const handler = (await import('../../functions/user-session.mjs')).default as Parameters<typeof inProcessCalls>[0]
    await inProcessCalls(handler, `${oursUrl}${session}`, member.cookie, 2)
    const inProcess = await inProcessCalls(handler, `${oursUrl}${session}`, member.cookie, 8)
    const oursRssMb = () => ours.sites.reduce((sum, serving) => sum + groupRssMb(serving.child.pid ?? 0), 0)
    const oursMb = { before: oursRssMb(), after: 0 }
    const sessionOneClient = await warmMeasure({
      name: 'site server, 1 client',
      url: `${oursUrl}${session}`,
      headers: { cookie: member.cookie },
      connections: 1,
    })
    const crowd = { connections: budget.clients, durationSeconds: budget.seconds }
    const noCookie = {
      ours: await warmMeasure({ name: 'site server', url: `${oursUrl}${session}`, ...crowd }),
      netlifyDev: await measure({ name: 'netlify dev', url: `http://127.0.0.1:${netlifyDevPort}${session}`, ...crowd }),
    }
    const withCookie = {
      ours: await warmMeasure({
        name: 'site server',
        url: `${oursUrl}${session}`,
        headers: { cookie: member.cookie },
        ...crowd,
      }),
      cms: await warmMeasure({
        name: 'CMS /users/me',
        url: `${cms.url}/api/users/me`,
        headers: { authorization: `Bearer ${member.jwt}` },
        ...crowd,
      }),
    }
    oursMb.after = oursRssMb()
    // Publishes in a row, a reader between them: how long a release takes to load and swap, and
    // what the serving process keeps of the ones it replaced.
    const swapMs: number[] = []
    const swapMbBefore = oursRssMb()
    for (let build = 1; build <= 20; build++) {
      const next = await releaseOfBuild(`compare-${build}`, releasesDir('bench'))
      const started = performance.now()
      await ours.switchTo(next)
      swapMs.push(performance.now() - started)
      for (let read = 0; read < 20; read++) await (await fetch(`${oursUrl}/en/`)).arrayBuffer()
    }
    swapMs.sort((a, b) => a - b)
    const swaps = {
      releases: swapMs.length,
      msMin: swapMs[0],
      msMedian: swapMs[Math.floor(swapMs.length / 2)],
      msMax: swapMs[swapMs.length - 1],
      mbBefore: swapMbBefore,
      mbAfter: oursRssMb(),
    }
    console.log(
      `${swaps.releases} releases loaded and swapped in ${swaps.msMin.toFixed(0)}–${swaps.msMedian.toFixed(0)}–${swaps.msMax.toFixed(0)} ms (min–median–max); serving processes ${Math.round(swaps.mbBefore)} MB before them, ${Math.round(swaps.mbAfter)} MB after`,
    )
    const row = (what: string, figures: LatencyFigures) => ({
      what,
      via: figures.name,
      requests: figures.requests,
      'per second': figures.rps.toFixed(1),
      p50: ms(figures.p50),
      p99: ms(figures.p99),
      errors: figures.errors + figures.non2xx,
    })
    console.table([
      {
        what: 'session, valid cookie, 1 caller',
        via: 'handler in this process',
        requests: inProcess.calls,
        'per second': '',
        p50: ms(inProcess.p50),
        p99: ms(inProcess.p99),
        errors: 0,
      },
      row('', sessionOneClient),
      row(`session, no cookie, ${budget.clients} clients`, noCookie.ours),
      row('', noCookie.netlifyDev),
      row(`session, valid cookie, ${budget.clients} clients`, withCookie.ours),
      row('', withCookie.cms),
    ])
    console.log(
      `site server memory (its serving processes): ${Math.round(oursMb.before)} MB before, ${Math.round(oursMb.after)} MB after`,
    )
    const viaServer = sessionOneClient.p50 / inProcess.p50
    const vsCms = withCookie.ours.rps / withCookie.cms.rps
    console.log(
      `session p50 through the server = ${viaServer.toFixed(2)}× in process (budget ≤ ${budget.viaServerVsInProcess}×); no cookie: ${noCookie.ours.rps.toFixed(0)}/s, netlify dev ${noCookie.netlifyDev.rps.toFixed(1)}/s (budget ≥ ${budget.noCookieRps.toFixed(0)}/s); valid cookie: ${vsCms.toFixed(2)}× the CMS's /users/me (budget ≥ ${budget.withCookieVsCms}×)`,
    )
    if (viaServer > budget.viaServerVsInProcess)
      failures.push({
        figure: 'session p50 through the site server',
        value: `${viaServer.toFixed(2)}× the handler in process`,
        budget: `≤ ${budget.viaServerVsInProcess}×`,
      })
    if (noCookie.ours.rps < budget.noCookieRps)
      failures.push({
        figure: `session without a cookie, ${budget.clients} clients`,
        value: `${noCookie.ours.rps.toFixed(0)}/s`,
        budget: `≥ ${budget.noCookieRps.toFixed(0)}/s`,
      })
    if (vsCms < budget.withCookieVsCms)
      failures.push({
        figure: `session with a cookie, ${budget.clients} clients`,
        value: `${vsCms.toFixed(2)}× the CMS's /users/me`,
        budget: `≥ ${budget.withCookieVsCms}×`,
      })
    for (const figures of [sessionOneClient, noCookie.ours, withCookie.ours, withCookie.cms])
      if (figures.errors || figures.non2xx)
        failures.push({
          figure: `server comparison: ${figures.name}`,
          value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
          budget: '0 errors',
        })
    return { swaps, inProcess, sessionOneClient, noCookie, withCookie, oursMb }
  } finally {
    await ours.stop()
    // Each of the releases above is a full copy of the site: none is served again.
    pruneReleases(releasesDir('bench'), [])
  }
}
