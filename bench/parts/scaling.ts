/** Build time against pages: the table and its budgets, and the chart. */
import { type ScalingRow } from '../lib/build-scaling'
import { lineChart } from '../lib/chart'
import { BUDGETS, type Failure } from '../config'

/** The budget holds the publish's whole build, its search index included, not only its pages. */
export const rebuildOverBudget = (row: ScalingRow) =>
  row.postsPerLocale <= BUDGETS.oneEditRebuild.upToPostsPerLocale &&
  row.warmIndexedSeconds > BUDGETS.oneEditRebuild.seconds

export function scalingTable(rows: ScalingRow[], failures: Failure[]) {
  console.table(
    rows.map((row) => ({
      'posts per locale': row.postsPerLocale,
      pages: row.pages,
      'cold build': `${row.coldSeconds.toFixed(1)} s`,
      'of it, search index': `${row.indexSeconds.toFixed(1)} s (${row.indexedPages} pages)`,
      'bare Gatsby, same pages': `${row.bareSeconds.toFixed(1)} s`,
      'cold × bare': `${row.bareRatio.toFixed(2)}${row.bareRatio > BUDGETS.coldBuildVsBare ? '  OVER' : ''}`,
      'each pair': row.ratios.map((ratio) => ratio.toFixed(2)).join(' '),
      "a publish's rebuild after one edit": `${row.warmIndexedSeconds.toFixed(1)} s${rebuildOverBudget(row) ? '  OVER' : ''}`,
      'of it, until its pages are served': `${row.warmSeconds.toFixed(1)} s`,
      'a whole npm run build after an edit': `${row.wholeProcessSeconds.toFixed(1)} s`,
      'pages rewritten': row.rerendered.length,
      'pages showing the post': row.showingPost.length,
    })),
  )
  const rebuild = BUDGETS.oneEditRebuild
  console.log(
    `site and bare cold builds alternate, two pairs at the largest size; the worse pair's figures are shown and checked`,
  )
  console.log(
    `budgets: cold build ≤ ${BUDGETS.coldBuildVsBare}× the bare build; a publish's rebuild after one edit (its process started ahead, from its go to its search index written) rewrites only pages that show the post, in ≤ ${rebuild.seconds} s up to ${rebuild.upToPostsPerLocale} posts per locale; a whole npm run build (Netlify's way) is shown beside`,
  )
  for (const row of rows) {
    if (row.bareRatio > BUDGETS.coldBuildVsBare)
      failures.push({
        figure: `cold build with ${row.postsPerLocale} posts per locale`,
        value: `${row.coldSeconds.toFixed(1)} s = ${row.bareRatio.toFixed(2)}× the bare build (${row.bareSeconds.toFixed(1)} s)`,
        budget: `≤ ${BUDGETS.coldBuildVsBare}×`,
      })
    if (rebuildOverBudget(row))
      failures.push({
        figure: `rebuild after one edit with ${row.postsPerLocale} posts per locale`,
        value: `${row.warmIndexedSeconds.toFixed(1)} s (pages served at ${row.warmSeconds.toFixed(1)} s)`,
        budget: `≤ ${rebuild.seconds} s`,
      })
    const extra = row.rerendered.filter((file) => !row.showingPost.includes(file))
    if (extra.length)
      failures.push({
        figure: `rebuild after one edit with ${row.postsPerLocale} posts per locale`,
        value: `${extra.length} pages rewritten that do not show the post (${extra.slice(0, 5).join(', ')}${extra.length > 5 ? ', …' : ''})`,
        budget: 'only pages showing the post',
      })
  }
}

export function scalingChart(rows: ScalingRow[]): string {
  return lineChart({
    title: 'Build time against pages (2 cores)',
    xLabel: 'pages built',
    yLabel: 'seconds',
    series: [
      {
        name: 'site, cold build',
        colour: '#c62828',
        points: rows.map((row) => ({ x: row.pages, y: row.coldSeconds })),
      },
      {
        name: "site, a publish's rebuild after editing one post",
        colour: '#ef6c00',
        dashed: true,
        points: rows.map((row) => ({ x: row.pages, y: row.warmIndexedSeconds })),
      },
      {
        name: 'bare Gatsby 5, cold build',
        colour: '#1565c0',
        points: rows.map((row) => ({ x: row.pages, y: row.bareSeconds })),
      },
    ],
  })
}
