/**
 * Publish → served on a running `npm start`, as an editor's edit reaches a reader: a post's English
 * title changed through the CMS's API (a full-access token the administrator makes), then the
 * post's page on the site asked every 100 ms until it shows the new title. Between runs it waits
 * until the build hook says the last build is live, then `--pause` seconds more, as an editor's
 * next publish comes later than the last one's build (what the site does in between, such as
 * readying the next build's process, ADR 0046, is part of what is measured). Prints each run and
 * min–median–max.
 *
 *   npx tsx bench/publish-to-served.ts [--dir <checkout>] [--runs 5] [--pause 20]
 *
 * `--dir` names the checkout whose `npm start` runs (its .env has the addresses and the
 * administrator's password), so the same script measures two checkouts side by side (each stack in
 * a network namespace of its own: docs/decisions/0045-node-24.md has how).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'dotenv'

type Env = Record<string, string>

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const answer = await fetch(url, init)
  if (!answer.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${answer.status} ${await answer.text()}`)
  return (await answer.json()) as T
}

async function writerToken(cms: string, env: Env): Promise<string> {
  const { data: login } = await json<{ data: { token: string } }>(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.CMS_ADMIN_EMAIL, password: env.CMS_ADMIN_PASSWORD }),
  })
  const { data } = await json<{ data: { accessKey: string } }>(`${cms}/admin/api-tokens`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `bench-publish-${Date.now().toString(36)}`,
      description: 'bench/publish-to-served.ts',
      type: 'full-access',
      lifespan: 7 * 24 * 3600 * 1000,
    }),
  })
  return data.accessKey
}

/** The page's heading, entities decoded as a reader's browser would. */
async function heading(url: string): Promise<string | undefined> {
  const html = await fetch(url, { headers: { 'cache-control': 'no-cache' } }).then(
    (answer) => answer.text(),
    () => '',
  )
  const text = /<h1(?: [^>]*)?>([^<]*)<\/h1>/.exec(html)?.[1]
  return text
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
}

type HookStatus = { state: string; queuedChanges: number; builds: number }

/** Resolves once the last build is live, nothing waits, and (if given) more than `builds` builds have run. */
async function untilLive(hook: string, builds = 0): Promise<HookStatus> {
  const deadline = Date.now() + 300_000
  for (;;) {
    const status = await json<HookStatus>(`${hook}/status`).catch(() => undefined)
    if (status?.state === 'live' && status.queuedChanges === 0 && status.builds > builds) return status
    if (Date.now() > deadline) throw new Error(`the build hook did not say live within 5 minutes`)
    await sleep(200)
  }
}

async function main() {
  const dir = path.resolve(argument('--dir') ?? process.cwd())
  const runs = Number(argument('--runs') ?? 5)
  const pauseMs = Number(argument('--pause') ?? 20) * 1000
  const env = parse(readFileSync(path.join(dir, '.env'), 'utf8'))
  const cms = `http://127.0.0.1:${env.PORT ?? 1337}`
  const site = env.SITE_URL ?? 'http://localhost:8888'
  const hook = `http://127.0.0.1:${env.BUILD_HOOK_PORT ?? 8890}`
  await untilLive(hook)
  const token = await writerToken(cms, env)
  const { data } = await json<{ data: { documentId: string; slug: string; title: string }[] }>(
    `${cms}/api/posts?locale=en&sort=publishedAt:desc&pagination[pageSize]=1&fields[0]=slug&fields[1]=title`,
  )
  const post = data[0]
  const page = `${site}/en/posts/${post.slug}/`
  const original = post.title.replace(/ \(bench \w+\)$/, '')
  const seconds: number[] = []
  for (let run = 1; run <= runs; run++) {
    await untilLive(hook)
    await sleep(pauseMs)
    const title = `${original} (bench ${Date.now().toString(36)})`
    const started = performance.now()
    await json(`${cms}/api/posts/${post.documentId}?locale=en`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { title } }),
    })
    while ((await heading(page)) !== title) {
      if (performance.now() - started > 300_000) throw new Error(`${page} did not show "${title}" within 5 minutes`)
      await sleep(100)
    }
    seconds.push((performance.now() - started) / 1000)
    console.log(`run ${run}: publish → served ${seconds.at(-1)!.toFixed(2)} s`)
  }
  // The title as it was, and its build done, so that nothing of this run is left running.
  const { builds } = await untilLive(hook)
  await json(`${cms}/api/posts/${post.documentId}?locale=en`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: original } }),
  })
  await untilLive(hook, builds)
  const sorted = [...seconds].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  console.log(
    JSON.stringify({
      dir,
      node: process.version,
      runs: seconds.map((value) => Number(value.toFixed(2))),
      min: Number(sorted[0].toFixed(2)),
      median: Number(median.toFixed(2)),
      max: Number(sorted.at(-1)!.toFixed(2)),
    }),
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
})
