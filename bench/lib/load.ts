/**
 * A crowd on the served product: `clients` readers at once for `seconds`, each in a loop of what
 * readers do (static pages, the session call, the comment list, members posting comments), against
 * the stack `npm start` runs (the edge, netlify dev, the CMS). Every answer is counted, the memory
 * of each process sampled every second, and afterwards every comment that was answered 201 is
 * looked for in the CMS: an acknowledged comment that is missing is lost.
 */
import { readFileSync, readdirSync } from 'node:fs'

export type LoadMember = { cookie: string }
export type LoadTargets = {
  siteUrl: string
  cmsUrl: string
  members: LoadMember[]
  pages: string[]
  post: { documentId: string; locale: 'fa' | 'en' }
  /** Process groups to sample (name → the group leader's pid). */
  /** The process groups to measure under each name (their memory summed). */
  processes: Record<string, () => (number | undefined)[]>
}
export type KindFigures = {
  kind: string
  requests: number
  ok: number
  errors: number
  statuses: Record<number, number>
  p50: number
  p99: number
}
export type LoadFigures = {
  clients: number
  seconds: number
  requests: number
  rps: number
  errors: number
  kinds: KindFigures[]
  comments: { acknowledged: number; found: number; lost: number }
  memoryMb: Record<string, { start: number; max: number; end: number }>
}

type Kind = 'page' | 'session' | 'comment list' | 'comment post'
/** What a reader's next request is, by share of all requests. */
const MIX: [Kind, number][] = [
  ['page', 0.4],
  ['session', 0.3],
  ['comment list', 0.2],
  ['comment post', 0.1],
]

/** Resident memory of every process in a process group, in MB (Linux /proc). */
export function groupRssMb(leader: number): number {
  let kb = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name (which may hold spaces and parentheses): state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== leader) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))
      kb += rss ? Number(rss[1]) : 0
    } catch {
      // The process ended while being read.
    }
  }
  return kb / 1024
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0

export async function runLoad(
  targets: LoadTargets,
  { clients = 100, seconds = 60, timeoutMs = 30_000 } = {},
): Promise<LoadFigures> {
  const run = Date.now().toString(36)
  const samples = new Map<Kind, { ms: number; status: number }[]>(MIX.map(([kind]) => [kind, []]))
  const acknowledged: string[] = []
  const memory: Record<string, number[]> = Object.fromEntries(Object.keys(targets.processes).map((name) => [name, []]))
  const sample = () => {
    for (const [name, pid] of Object.entries(targets.processes)) {
      const leaders = pid().filter((leader): leader is number => !!leader)
      if (leaders.length) memory[name].push(leaders.reduce((sum, leader) => sum + groupRssMb(leader), 0))
    }
  }
  sample()
  const sampler = setInterval(sample, 1000)
  const list = `/api/comments?filters[post][documentId][$eq]=${targets.post.documentId}&filters[post][locale][$eq]=${targets.post.locale}&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10`
  const ends = Date.now() + seconds * 1000
  const started = Date.now()

  const reader = async (index: number) => {
    let step = 0
    const member = targets.members[index % targets.members.length]
    while (Date.now() < ends) {
      step += 1
      // Spread over the mix deterministically per reader, so every run asks the same things.
      const roll = ((index * 7919 + step * 104729) % 1000) / 1000
      let kind: Kind = 'page'
      let edge = 0
      for (const [candidate, share] of MIX) {
        edge += share
        if (roll < edge) {
          kind = candidate
          break
        }
      }
      const requestStarted = performance.now()
      let status = 0
      try {
        let response: Response
        if (kind === 'page')
          response = await fetch(`${targets.siteUrl}${targets.pages[step % targets.pages.length]}`, {
            signal: AbortSignal.timeout(timeoutMs),
          })
        else if (kind === 'session')
          response = await fetch(`${targets.siteUrl}/api/user/session`, {
            headers: { cookie: member.cookie },
            signal: AbortSignal.timeout(timeoutMs),
          })
        else if (kind === 'comment list')
          response = await fetch(`${targets.siteUrl}${list}`, { signal: AbortSignal.timeout(timeoutMs) })
        else {
          const text = `load ${run} reader ${index} comment ${step}`
          response = await fetch(`${targets.siteUrl}/api/comments`, {
            method: 'POST',
            headers: { cookie: member.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ data: { text, post: targets.post.documentId, locale: targets.post.locale } }),
            signal: AbortSignal.timeout(timeoutMs),
          })
          if (response.status === 201) acknowledged.push(text)
        }
        await response.arrayBuffer()
        status = response.status
      } catch {
        status = 0
      }
      samples.get(kind)?.push({ ms: performance.now() - requestStarted, status })
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, index) => reader(index)))
  const elapsed = (Date.now() - started) / 1000
  // Memory after the crowd has gone: what stays.
  await new Promise((resolve) => setTimeout(resolve, 5000))
  sample()
  clearInterval(sampler)

  // Every acknowledged comment, looked for in the CMS itself (the post's whole list, page by page).
  const stored = new Set<string>()
  for (let page = 1; ; page++) {
    const answer = (await (
      await fetch(
        `${targets.cmsUrl}${list.replace('pagination[page]=1&pagination[pageSize]=10', `pagination[page]=${page}&pagination[pageSize]=50`)}`,
      )
    ).json()) as {
      data: { text: string }[]
      meta: { pagination: { pageCount: number } }
    }
    for (const comment of answer.data) stored.add(comment.text)
    if (page >= answer.meta.pagination.pageCount) break
  }

  const kinds = MIX.map(([kind]) => {
    const rows = samples.get(kind) ?? []
    const sorted = rows.map((row) => row.ms).sort((a, b) => a - b)
    const statuses: Record<number, number> = {}
    for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1
    const ok = rows.filter((row) => row.status >= 200 && row.status < 400).length
    return {
      kind,
      requests: rows.length,
      ok,
      errors: rows.length - ok,
      statuses,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    }
  })
  const requests = kinds.reduce((sum, kind) => sum + kind.requests, 0)
  return {
    clients,
    seconds: elapsed,
    requests,
    rps: requests / elapsed,
    errors: kinds.reduce((sum, kind) => sum + kind.errors, 0),
    kinds,
    comments: {
      acknowledged: acknowledged.length,
      found: acknowledged.filter((text) => stored.has(text)).length,
      lost: acknowledged.filter((text) => !stored.has(text)).length,
    },
    memoryMb: Object.fromEntries(
      Object.entries(memory).map(([name, values]) => [
        name,
        {
          start: Math.round(values[0] ?? 0),
          max: Math.round(Math.max(0, ...values)),
          end: Math.round(values.at(-1) ?? 0),
        },
      ]),
    ),
  }
}
