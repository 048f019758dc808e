/** The functions' latency beside the CMS's own, on the single instance and on the scaled layout. */
import { existsSync, mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { Stack, freePort } from '../../server/supervisor'
import { releaseOfBuild, releasesDir } from '../../server/publish/publishing'
import { startSiteServer } from '../../server/start'
import { type TestCms } from '../../tests/support/cms-process'
import { startScaledCms } from '../../tests/support/scaled-cms'
import { pointFunctionsAt } from '../../tests/support/account-client'
import { measure, type LatencyFigures, type LatencyTarget } from '../lib/latency'
import { writerToken } from '../../tests/support/cms-api'
import { BUDGETS, type Failure } from '../config'
import { ms } from '../lib/units'

export type LatencyPair = { call: string; viaFunction: LatencyFigures; directCms: LatencyFigures }

/** A confirmed member made by the CMS administrator's API, logged in through the function and directly. */
export async function benchMember(cms: TestCms, functions: string) {
  const admin = { authorization: `Bearer ${await writerToken(cms)}`, 'content-type': 'application/json' }
  const roles = (await (await fetch(`${cms.url}/api/users-permissions/roles`, { headers: admin })).json()) as {
    roles: { id: number; type: string }[]
  }
  const account = {
    username: `bench_${Date.now().toString(36)}`,
    email: `bench${Date.now().toString(36)}@example.com`,
    password: 'bench-pass-1',
  }
  const created = await fetch(`${cms.url}/api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      ...account,
      confirmed: true,
      displayName: 'Bench Reader',
      role: roles.roles.find((role) => role.type === 'authenticated')?.id,
    }),
  })
  if (created.status !== 201) throw new Error(`bench member: ${created.status} ${await created.text()}`)
  const login = await fetch(`${functions}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  })
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0]
  if (login.status !== 200 || !cookie) throw new Error(`bench login through the function: ${login.status}`)
  const direct = await fetch(`${cms.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: account.email, password: account.password }),
  })
  const { jwt } = (await direct.json()) as { jwt: string }
  return { account, cookie, jwt }
}

/** The session call with a valid cookie and a good login, through the functions at `functions`. */
export function sessionAndLogin(
  functions: string,
  member: Awaited<ReturnType<typeof benchMember>>,
): { session: LatencyTarget; login: LatencyTarget } {
  const credentials = JSON.stringify({ identifier: member.account.email, password: member.account.password })
  return {
    session: { name: 'function', url: `${functions}/api/user/session`, headers: { cookie: member.cookie } },
    login: {
      name: 'function',
      url: `${functions}/api/user/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
      connections: 2,
    },
  }
}

/** Measures after a short unmeasured run (connections, JIT and the CMS's caches warm up). */
export async function warmMeasure(target: LatencyTarget): Promise<LatencyFigures> {
  await measure({ ...target, durationSeconds: 2 })
  return measure(target)
}

/**
 * The site server on a port of its own, serving the last build (or none: these figures are the
 * functions') with the functions pointed at `cmsUrl`.
 */
export async function functionsServer(stack: Stack, cmsUrl: string, cmsEnv: Record<string, string>, name: string) {
  pointFunctionsAt(cmsUrl, cmsEnv, 10_000)
  const url = `http://localhost:${await freePort()}`
  const publicDir = path.join(ROOT, 'public')
  const release = await releaseOfBuild(
    name,
    releasesDir('bench'),
    existsSync(publicDir) ? publicDir : mkdtempSync(path.join(os.tmpdir(), 'no-build-')),
  )
  const env = Object.fromEntries(
    Object.entries({ ...process.env, SITE_URL: url }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  )
  return startSiteServer(stack, { SITE_URL: url }, env, { release, name: `bench-${name}` })
}

export async function functionLatency(
  stack: Stack,
  cms: TestCms,
  failures: Failure[],
): Promise<{ pairs: LatencyPair[] }> {
  const server = await functionsServer(stack, cms.url, cms.env, 'latency')
  try {
    const member = await benchMember(cms, server.url)
    const posts = (await (
      await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, {
        headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
      })
    ).json()) as { data: { documentId: string }[] }
    const post = posts.data[0].documentId
    for (const text of ['First bench comment', 'Second bench comment', 'Third bench comment']) {
      const answer = await fetch(`${server.url}/api/comments`, {
        method: 'POST',
        headers: { cookie: member.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { text, post, locale: 'en' } }),
      })
      if (answer.status !== 201) throw new Error(`bench comment: ${answer.status}`)
    }
    const list = `/api/comments?filters[post][documentId][$eq]=${post}&filters[post][locale][$eq]=en&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10`
    const viaFunction = sessionAndLogin(server.url, member)
    const pairs: [string, LatencyTarget, LatencyTarget][] = [
      [
        'session (GET /api/user/session) vs CMS GET /api/users/me',
        viaFunction.session,
        { name: 'direct', url: `${cms.url}/api/users/me`, headers: { authorization: `Bearer ${member.jwt}` } },
      ],
      [
        'login (POST /api/user/login) vs CMS POST /api/auth/local',
        viaFunction.login,
        { ...viaFunction.login, name: 'direct', url: `${cms.url}/api/auth/local` },
      ],
      [
        'comment list (GET /api/comments) vs CMS GET /api/comments',
        { name: 'function', url: `${server.url}${list}` },
        { name: 'direct', url: `${cms.url}${list}` },
      ],
    ]
    const results: LatencyPair[] = []
    for (const [call, throughFunction, directCms] of pairs) {
      const pair = { call, viaFunction: await warmMeasure(throughFunction), directCms: await warmMeasure(directCms) }
      results.push(pair)
      for (const figures of [pair.viaFunction, pair.directCms]) {
        if (figures.errors || figures.non2xx)
          failures.push({
            figure: `${call}, ${figures.name}`,
            value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
            budget: '0 errors',
          })
      }
    }
    console.table(
      results.flatMap((pair) => [
        {
          call: pair.call,
          via: 'function',
          requests: pair.viaFunction.requests,
          p50: ms(pair.viaFunction.p50),
          p99: ms(pair.viaFunction.p99),
          errors: pair.viaFunction.errors + pair.viaFunction.non2xx,
        },
        {
          call: '',
          via: 'CMS directly',
          requests: pair.directCms.requests,
          p50: ms(pair.directCms.p50),
          p99: ms(pair.directCms.p99),
          errors: pair.directCms.errors + pair.directCms.non2xx,
        },
      ]),
    )
    const session = results[0]
    const ratio = session.viaFunction.p50 / session.directCms.p50
    console.log(
      `session p50 = ${ratio.toFixed(2)}× the direct /users/me p50 (budget < ${BUDGETS.sessionVsDirectMe}×, aim ${BUDGETS.sessionVsDirectMeAim}×)`,
    )
    if (!(ratio < BUDGETS.sessionVsDirectMe))
      failures.push({
        figure: 'session p50',
        value: `${ms(session.viaFunction.p50)} = ${ratio.toFixed(2)}× the direct /users/me p50 (${ms(session.directCms.p50)})`,
        budget: `< ${BUDGETS.sessionVsDirectMe}×`,
      })
    return { pairs: results }
  } finally {
    await server.stop()
  }
}

export type LayoutLatency = {
  layout: 'one instance, SQLite' | 'two instances, PostgreSQL + Redis + S3'
  session: LatencyFigures
  login: LatencyFigures
}

/**
 * The session and login calls through the functions with the CMS in its scaled layout (a balancer
 * in front of two instances), beside the same calls on the single SQLite instance measured just
 * before. No budget: the figures say what the layout costs or gains per call on this machine.
 */
export async function scaledLatency(
  stack: Stack,
  single: LatencyPair[],
  limits: Record<string, string>,
  failures: Failure[],
): Promise<LayoutLatency[]> {
  const scaled = await startScaledCms({ env: limits })
  const saved = Object.fromEntries(
    ['CMS_URL', 'SESSION_SECRET', 'CMS_PROXY_SECRET'].map((name) => [name, process.env[name]]),
  )
  try {
    const server = await functionsServer(stack, scaled.balancer.url, scaled.env, 'scaled')
    try {
      const targets = sessionAndLogin(server.url, await benchMember(scaled.instances[0], server.url))
      const rows: LayoutLatency[] = [
        { layout: 'one instance, SQLite', session: single[0].viaFunction, login: single[1].viaFunction },
        {
          layout: 'two instances, PostgreSQL + Redis + S3',
          session: await warmMeasure(targets.session),
          login: await warmMeasure(targets.login),
        },
      ]
      console.table(
        rows.flatMap((row) =>
          (['session', 'login'] as const).map((call) => ({
            layout: row.layout,
            call,
            requests: row[call].requests,
            p50: ms(row[call].p50),
            p99: ms(row[call].p99),
            errors: row[call].errors + row[call].non2xx,
          })),
        ),
      )
      for (const call of ['session', 'login'] as const) {
        const figures = rows[1][call]
        if (figures.errors || figures.non2xx)
          failures.push({
            figure: `${call}, two instances`,
            value: `${figures.errors} errors, ${figures.non2xx} non-2xx of ${figures.requests}`,
            budget: '0 errors',
          })
      }
      console.log(`two instances served ${scaled.balancer.served.join(' and ')} calls`)
      return rows
    } finally {
      await server.stop()
    }
  } finally {
    Object.assign(process.env, saved)
    await scaled.stop()
  }
}
