/** A crowd of readers and members on the served product. */
import { posts } from '../../cms/src/seed/content'
import { type SiteServer } from '../../server/start'
import { type TestCms } from '../../tests/support/cms-process'
import { runLoad, type LoadFigures } from '../lib/load'
import { BUDGETS, type Failure, BENCH_SITE_URL } from '../config'
import { ms } from '../lib/units'
import { benchMember } from './latency'

/**
 * The crowd (./lib/load): members made in the CMS and logged in through the served site, then
 * BUDGETS.load.clients readers for BUDGETS.load.seconds on pages, the session call, the comment
 * list and new comments, through the site server as `npm start` serves them.
 */
export async function crowd(cms: TestCms, site: SiteServer, failures: Failure[]): Promise<LoadFigures> {
  const members = []
  for (let index = 0; index < 20; index++) members.push({ cookie: (await benchMember(cms, BENCH_SITE_URL)).cookie })
  const found = (await (
    await fetch(`${cms.url}/api/posts?locale=en&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${cms.env.STRAPI_API_TOKEN}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const figures = await runLoad(
    {
      siteUrl: BENCH_SITE_URL,
      cmsUrl: cms.url,
      members,
      pages: ['/fa/', '/en/', '/fa/posts/', `/en/posts/${posts[0].slug}/`, '/fa/pages/about-us/'],
      post: { documentId: found.data[0].documentId, locale: 'en' },
      processes: { 'site server': () => site.sites.map((serving) => serving.child.pid), CMS: () => [cms.child.pid] },
    },
    { clients: BUDGETS.load.clients, seconds: BUDGETS.load.seconds },
  )
  console.table(
    figures.kinds.map((kind) => ({
      request: kind.kind,
      requests: kind.requests,
      errors: kind.errors,
      statuses: JSON.stringify(kind.statuses),
      p50: ms(kind.p50),
      p99: ms(kind.p99),
    })),
  )
  console.table(
    Object.entries(figures.memoryMb).map(([process, mb]) => ({
      process,
      'MB at start': mb.start,
      'MB at most': mb.max,
      'MB after': mb.end,
    })),
  )
  console.log(
    `${figures.requests} requests in ${figures.seconds.toFixed(0)} s (${figures.rps.toFixed(1)}/s), ${figures.errors} errors; comments acknowledged ${figures.comments.acknowledged}, found ${figures.comments.found}, lost ${figures.comments.lost}; edge and load generator (this process) ${Math.round(process.memoryUsage().rss / 1048576)} MB`,
  )
  const budget = BUDGETS.load
  if (figures.errors > budget.errors)
    failures.push({
      figure: 'load: errors',
      value: `${figures.errors} of ${figures.requests}`,
      budget: `${budget.errors}`,
    })
  for (const kind of figures.kinds)
    if (kind.p99 > budget.p99Ms)
      failures.push({ figure: `load: ${kind.kind} p99`, value: ms(kind.p99), budget: `≤ ${budget.p99Ms} ms` })
  if (figures.comments.lost > budget.lost)
    failures.push({
      figure: 'load: comments acknowledged but lost',
      value: String(figures.comments.lost),
      budget: `${budget.lost}`,
    })
  const siteMb = figures.memoryMb['site server']?.max ?? 0
  const cmsMb = figures.memoryMb.CMS?.max ?? 0
  if (siteMb > budget.siteServerMb)
    failures.push({ figure: 'load: site server memory', value: `${siteMb} MB`, budget: `≤ ${budget.siteServerMb} MB` })
  if (cmsMb > budget.cmsMb)
    failures.push({ figure: 'load: CMS memory', value: `${cmsMb} MB`, budget: `≤ ${budget.cmsMb} MB` })
  return figures
}
