/**
 * Faults on the served product, under load: the CMS and then the site server killed by hand
 * (SIGKILL, as a crash would) while readers keep calling. The functions answer 503 cms-unavailable
 * within two seconds while the CMS is down and recover without a restart of their own; the site
 * server's listener answers 503 site-unavailable at once while its serving processes are all down; the stack brings
 * both back by itself. (One serving process down while the others answer: server/site-server.test.ts.) Runs after every other test (it takes the services down).
 */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { E2E_SITE_URL, E2E_STACK_FILE, type E2eStackState } from './stack'

const state = () => JSON.parse(readFileSync(E2E_STACK_FILE, 'utf8')) as E2eStackState

type Sample = { at: number; ms: number; status: number; code?: string }

/** Calls `path` in `lanes` loops until `until()` is true; every answer is kept with its time. */
async function load(path: string, lanes: number, until: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = []
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (!until()) {
        const started = Date.now()
        try {
          const response = await fetch(`${E2E_SITE_URL}${path}`, { signal: AbortSignal.timeout(30_000) })
          const body = await response.text()
          let code: string | undefined
          if (response.status >= 400 && path.startsWith('/api'))
            code = (JSON.parse(body) as { error?: { code?: string } }).error?.code
          samples.push({ at: started, ms: Date.now() - started, status: response.status, code })
        } catch {
          samples.push({ at: started, ms: Date.now() - started, status: 0 })
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }),
  )
  return samples
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 250) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
  throw new Error(`not true within ${timeoutMs} ms`)
}

async function answers(url: string, status: number): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === status
  } catch {
    return false
  }
}

/**
 * Waits for a killed service to be seen down, then up again, and returns when it answered again,
 * polled straight and often: the stack's own record of the restart (`restarted`) comes later, after
 * its health check, and calls answered in between are rightly successes.
 */
async function downAndBack(isUp: () => Promise<boolean>, restarted: () => boolean): Promise<number> {
  await waitUntil(async () => !(await isUp()), 10_000, 50)
  await waitUntil(isUp, 120_000, 100)
  const backAt = Date.now()
  await waitUntil(async () => restarted(), 30_000)
  return backAt
}

test.describe.configure({ mode: 'serial' })

test('a CMS killed mid-load: 503 within 2 s meanwhile, then the same calls succeed again', async () => {
  test.setTimeout(180_000)
  const before = state()
  const found = (await (
    await fetch(`${before.cmsUrl}/api/posts?filters[slug][$eq]=${posts[0].slug}&locale=en`, {
      headers: { authorization: `Bearer ${before.cmsToken}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const list = `/api/comments?filters[post][documentId][$eq]=${found.data[0].documentId}&filters[post][locale][$eq]=en`
  expect((await fetch(`${E2E_SITE_URL}${list}`)).status).toBe(200)
  let stop = false
  const running = Promise.all([load(list, 3, () => stop), load('/en/', 2, () => stop)])
  await new Promise((resolve) => setTimeout(resolve, 3000))
  const killedAt = Date.now()
  process.kill(before.cmsPid, 'SIGKILL')
  const backAt = await downAndBack(
    () => answers(`${before.cmsUrl}/_health`, 204),
    () => state().cmsPid !== before.cmsPid,
  )
  await new Promise((resolve) => setTimeout(resolve, 4000))
  stop = true
  const [calls, pages] = await Promise.all(await running)

  const during = calls.filter((sample) => sample.at > killedAt + 200 && sample.at + sample.ms < backAt - 500)
  expect(during.length).toBeGreaterThan(0)
  expect(during.filter((sample) => sample.status !== 503 || sample.code !== 'cms-unavailable')).toEqual([])
  expect(Math.max(...during.map((sample) => sample.ms))).toBeLessThan(2000)
  const after = calls.filter((sample) => sample.at > backAt + 1000)
  expect(after.length).toBeGreaterThan(0)
  expect(after.filter((sample) => sample.status !== 200)).toEqual([])
  // Static pages never noticed.
  expect(pages.filter((sample) => sample.status !== 200)).toEqual([])
  console.log(
    `CMS down for ${((backAt - killedAt) / 1000).toFixed(1)} s; ${during.length} calls answered 503 meanwhile, slowest ${Math.max(...during.map((sample) => sample.ms))} ms`,
  )
})

test('the site server killed mid-load: its listener answers 503 at once, and the stack brings it back', async () => {
  test.setTimeout(180_000)
  const before = state()
  let stop = false
  const running = Promise.all([load('/api/user/session', 2, () => stop), load('/fa/', 2, () => stop)])
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const killedAt = Date.now()
  // Every serving process, as a crash of the machine's site server would.
  for (const pid of before.sitePids) process.kill(pid, 'SIGKILL')
  const backAt = await downAndBack(
    () => answers(`${E2E_SITE_URL}/api/user/session`, 200),
    () => state().sitePids.every((pid) => !before.sitePids.includes(pid)),
  )
  await new Promise((resolve) => setTimeout(resolve, 3000))
  stop = true
  const samples = (await running).flat()
  // The outage ends when the new netlify dev answers. It accepts connections a few seconds before it
  // can answer, and a request sent then waits for it and succeeds: the first such request, not the
  // moment the poll above saw the site back, ends the window in which every answer must be a quick 503.
  const firstServed = Math.min(
    backAt,
    ...samples.filter((sample) => sample.at > killedAt + 500 && sample.status === 200).map((sample) => sample.at),
  )
  const during = samples.filter((sample) => sample.at > killedAt + 500 && sample.at < firstServed)
  expect(during.length).toBeGreaterThan(0)
  expect(during.filter((sample) => sample.status !== 503)).toEqual([])
  expect(Math.max(...during.map((sample) => sample.ms))).toBeLessThan(1000)
  expect(samples.filter((sample) => sample.at > backAt + 500 && sample.status !== 200)).toEqual([])
  // Not one reader left waiting, that sent as the processes died included (server/start.ts, `untaken`).
  expect(samples.filter((sample) => sample.ms > 5000)).toEqual([])
  console.log(
    `site server down for ${((backAt - killedAt) / 1000).toFixed(1)} s; ${during.length} requests answered 503 meanwhile`,
  )
})
