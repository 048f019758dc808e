/**
 * The fuzz suite: a few thousand hostile requests (tests/support/hostile-requests.ts, seeded) at
 * every function of the served product through the local edge, and the same shapes straight at
 * the CMS, plus slow, cut-short and oversized bodies on raw sockets. Every answer of a function
 * must be a catalogued 4xx (or a success), never a 5xx; the CMS must never answer 5xx; and every
 * service must still answer afterwards.
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { expect, test } from '@playwright/test'
import { ACCOUNT_ERRORS } from '../src/account/errors'
import { EVERY_ADDRESS, hostileCmsRequests, hostileRequests, type HostileRequest } from '../tests/support/hostile-requests'
import { confirmedAccount } from './members'
import { E2E_SITE_URL, E2E_STACK_FILE } from './stack'

const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
/** Through the site every call starts a worker in netlify dev (about 170 ms of CPU): fewer there than straight at the CMS. */
const THROUGH_SITE = Number(process.env.FUZZ_SITE_REQUESTS ?? 500)
const STRAIGHT_TO_CMS = Number(process.env.FUZZ_CMS_REQUESTS ?? 1700)

type Outcome = { name: string; method: string; path: string; status: number; code?: string; problem?: string }

/** Runs `tasks` with at most `limit` at a time. */
async function pooled<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) await task(items[next++])
  }))
}

async function send(base: string, request: HostileRequest, cookie: string | undefined, extraHeaders: Record<string, string> = {}): Promise<Outcome> {
  const headers: Record<string, string> = { ...extraHeaders, ...request.headers }
  if (request.member && cookie) headers.cookie = cookie
  const outcome: Outcome = { name: request.name, method: request.method, path: request.path.slice(0, 120), status: 0 }
  try {
    const response = await fetch(`${base}${request.path}`, { method: request.method, headers, body: ['GET', 'HEAD'].includes(request.method) || request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : new Uint8Array(request.body), redirect: 'manual', signal: AbortSignal.timeout(60_000) })
    outcome.status = response.status
    const text = await response.text()
    if (request.path.startsWith('/api') && response.status >= 400) {
      try {
        outcome.code = (JSON.parse(text) as { error?: { code?: string } }).error?.code
      } catch {
        outcome.problem = `not JSON: ${text.slice(0, 80)}`
      }
    }
  } catch (error) {
    outcome.problem = `no answer: ${(error as Error).message}`
  }
  return outcome
}

/** Raw-socket requests no HTTP client sends: too slow, cut short, far too large. */
function raw(port: number, bytes: string, { trickleMs = 0, closeAfterMs = 0 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('error', () => undefined)
    socket.on('close', () => resolve(answer))
    const timer = setTimeout(() => socket.destroy(), 20_000)
    socket.on('close', () => clearTimeout(timer))
    if (!trickleMs) {
      socket.write(bytes)
      if (closeAfterMs) setTimeout(() => socket.destroy(), closeAfterMs)
      return
    }
    let index = 0
    const drip = setInterval(() => {
      if (socket.destroyed || index >= bytes.length) return clearInterval(drip)
      socket.write(bytes[index++])
    }, trickleMs)
  })
}

test('hostile requests get catalogued 4xx answers and no service goes down', async ({ request }) => {
  test.setTimeout(300_000)
  const { cmsUrl } = JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as { cmsUrl: string }
  const started = Date.now()

  // A member, so that requests reach the checks behind the session.
  const account = await confirmedAccount(request, 'fuzz')
  const login = await fetch(`${E2E_SITE_URL}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account.email, password: account.password }) })
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0]
  expect(cookie).toMatch(/^qa_session=v1\./)

  // Through the edge, as a reader's browser would reach the functions. Logout last: it ends the session.
  const throughSite = hostileRequests(SEED, THROUGH_SITE).sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))
  const siteOutcomes: Outcome[] = []
  await pooled(throughSite, 6, async (hostile) => void siteOutcomes.push(await send(E2E_SITE_URL, hostile, cookie)))
  const uncatalogued = siteOutcomes.filter((outcome) => {
    if (outcome.problem || outcome.status === 0 || outcome.status >= 500) return true
    if (!outcome.path.startsWith('/api') || outcome.status < 400) return false
    const entry = outcome.code ? (ACCOUNT_ERRORS as Record<string, { status: number }>)[outcome.code] : undefined
    return !entry || entry.status !== outcome.status
  })
  expect(uncatalogued).toEqual([])
  const siteSeconds = (Date.now() - started) / 1000

  // Straight at the CMS, with a member's token where a session is needed.
  const token = (await (await fetch(`${cmsUrl}/api/auth/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: account.email, password: account.password }) })).json()) as { jwt?: string }
  const cmsOutcomes: Outcome[] = []
  await pooled(hostileCmsRequests(SEED + 1, STRAIGHT_TO_CMS), 6, async (hostile) => void cmsOutcomes.push(await send(cmsUrl, { ...hostile, headers: { ...hostile.headers, ...(hostile.member && token.jwt ? { authorization: `Bearer ${token.jwt}` } : {}) }, member: false }, undefined)))
  // The CMS words its own refusals (a router's plain-text 405 among them): only a 5xx or no answer is a failure here.
  expect(cmsOutcomes.filter((outcome) => outcome.problem?.startsWith('no answer') || outcome.status === 0 || outcome.status >= 500)).toEqual([])

  // Bodies that arrive too slowly, stop halfway, or are far too large, on the edge and on the CMS.
  const { port: sitePort } = new URL(E2E_SITE_URL)
  const { port: cmsPort } = new URL(cmsUrl)
  const slow = 'POST /api/user/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 200\r\n\r\n{"identifier":"a","password":"b"'
  const huge = `PUT /api/user/me/avatar HTTP/1.1\r\nhost: localhost\r\ncontent-type: multipart/form-data; boundary=x\r\ncontent-length: ${50 * 1024 * 1024}\r\n\r\n--x\r\n`
  const answers = await Promise.all([
    raw(Number(sitePort), slow, { trickleMs: 300 }),
    raw(Number(sitePort), slow, { closeAfterMs: 200 }),
    raw(Number(sitePort), huge),
    raw(Number(sitePort), `GET /${'a'.repeat(10_000)} HTTP/1.1\r\nhost: localhost\r\n\r\n`),
    raw(Number(cmsPort), slow.replace('/api/user/login', '/api/auth/local'), { closeAfterMs: 200 }),
  ])
  expect(answers[0]).toMatch(/^HTTP\/1\.1 408/)
  expect(answers[2]).toMatch(/^HTTP\/1\.1 413/)
  expect(answers[3]).toMatch(/^HTTP\/1\.1 414/)

  // Everything still answers: the site, the functions, the CMS, and a real login.
  expect((await fetch(`${E2E_SITE_URL}/en/`)).status).toBe(200)
  expect((await fetch(`${E2E_SITE_URL}/api/user/session`)).status).toBe(200)
  expect((await fetch(`${cmsUrl}/_health`)).status).toBe(204)
  expect((await request.post('/api/user/login', { data: { identifier: account.email, password: account.password } })).status()).toBe(200)
  const seconds = (Date.now() - started) / 1000
  console.log(
    `fuzz (seed ${SEED}): ${siteOutcomes.length} requests through the site (${siteSeconds.toFixed(0)} s), ${cmsOutcomes.length} straight to the CMS, 5 raw sockets; ${seconds.toFixed(0)} s in all; site statuses ${JSON.stringify(countBy(siteOutcomes.map((outcome) => outcome.status)))}, CMS statuses ${JSON.stringify(countBy(cmsOutcomes.map((outcome) => outcome.status)))}`,
  )
})

test('a request naming another host in Host or X-Forwarded-Host makes no function or page fetch from it', async () => {
  // A listener on a free port: the host an attacker would have the server call (an internal service).
  const contacted: string[] = []
  const listener = net.createServer((socket) => {
    contacted.push(`${socket.remoteAddress}:${socket.remotePort}`)
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
  const named = `127.0.0.1:${(listener.address() as net.AddressInfo).port}`
  const site = new URL(E2E_SITE_URL)
  const answers: string[] = []
  try {
    await pooled(EVERY_ADDRESS(), 4, async ({ method, path }) => {
      for (const headers of [{ host: named }, { 'x-forwarded-host': named }, { host: named, 'x-forwarded-host': named, 'x-forwarded-proto': 'http' }]) {
        const status = await new Promise<number>((resolve) => {
          const call = http.request({ host: site.hostname, port: site.port, method, path, headers: { ...headers, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) }, timeout: 30_000 }, (answer) => {
            answer.resume()
            answer.on('end', () => resolve(answer.statusCode ?? 0))
          })
          call.on('error', () => resolve(0))
          call.on('timeout', () => call.destroy())
          call.end(method === 'GET' ? undefined : '{}')
        })
        answers.push(`${status} ${method} ${path}`)
      }
    })
  } finally {
    await new Promise((resolve) => listener.close(resolve))
  }
  expect(answers.filter((answer) => answer.startsWith('0 ') || answer.startsWith('5'))).toEqual([])
  expect(contacted).toEqual([])
})

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1
  return counts
}
