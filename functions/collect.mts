/**
 * POST /api/collect: a page's beacon of readers' figures (docs/decisions/0057-analytics.md), sent
 * on page hide: the views of the page and of the pages navigated to from it, each with its path,
 * language, device class, referring domain and field metrics. No cookie is read or set; the
 * client's address is only counted against `config.rateLimit` by the host (Netlify's edge, or the
 * site server across its processes: server/rate-limits.ts), and is never passed on or kept.
 * - 202: taken (counted, and passed on to the CMS in batches, ./lib/analytics-batch.mts);
 * - 204: left alone: a reader who asked not to be tracked (Sec-GPC: 1 or DNT: 1) or a robot;
 * - 400 validation-failed / invalid-json: not a beacon the site sends (a forged one); 413 over
 *   BEACON_MAX_BYTES; 429 from the host, a client over `config.rateLimit`.
 */
import type { Config } from '@netlify/functions'
import { BEACON_MAX_BYTES } from '../cms/src/rules/analytics'
import { z } from 'zod'
import { analyticsInput } from '../cms/src/rules/analytics-input'
import { functionsEnv } from './lib/account.mjs'
import { AnalyticsBatches } from './lib/analytics-batch.mjs'
import { handle, HttpFailure, readBody } from './lib/http.mjs'

const { beaconSchema } = analyticsInput(z)

/** Robots that run scripts say so in their user agent; Lighthouse and link previews too. */
const ROBOT = /bot\b|crawl|spider|slurp|lighthouse|pagespeed|facebookexternalhit|preview/i

const batches = new AnalyticsBatches(functionsEnv)

const nothing = (status: number) => new Response(null, { status, headers: { 'cache-control': 'no-store' } })

export default handle(['POST'], async (req, context) => {
  if (req.headers.get('sec-gpc') === '1' || req.headers.get('dnt') === '1') return nothing(204)
  if (ROBOT.test(req.headers.get('user-agent') ?? '')) return nothing(204)
  const bytes = await readBody(req, BEACON_MAX_BYTES)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new HttpFailure('invalid-json')
  }
  const parsed = beaconSchema.safeParse(value)
  if (!parsed.success)
    throw new HttpFailure('validation-failed', {
      message: `Not a beacon this site sends: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
    })
  const sent = batches.add(parsed.data.views, Date.now())
  context.waitUntil?.(sent)
  return nothing(202)
})

/**
 * A literal: Netlify reads this config without running the module (COLLECT_PATH,
 * cms/src/rules/analytics.ts). The rate is per client address, generously (ADR 0040): a reader sends
 * one beacon a page they leave, and readers behind one address (an office, a carrier's shared
 * address) share its count. Netlify counts it by site when `aggregateBy` is not a list.
 */
export const config: Config = {
  path: '/api/collect',
  rateLimit: { windowLimit: 600, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
