/** Search: Pagefind beside MiniSearch. */
import { type SearchRow } from '../lib/search-engines'
import { type Failure } from '../config'
import { kb, ms } from '../lib/units'

export function searchTable(rows: SearchRow[], failures: Failure[]) {
  console.table(
    rows.map((row) => ({
      'posts per locale': row.postsPerLocale,
      engine: row.engine,
      'index written': `${row.indexSeconds.toFixed(1)} s`,
      'index on disk': kb(row.indexBytes),
      'first query (median, min–max)': `${ms(row.firstMs[0])} (${row.firstMs[1].toFixed(0)}–${row.firstMs[2].toFixed(0)})`,
      'first query fetched': kb(row.firstBytes),
      'later queries p50 / p95': `${ms(row.laterP50Ms)} / ${ms(row.laterP95Ms)}`,
      'later query fetched (p50)': kb(row.laterBytesP50),
    })),
  )
  console.log(
    'the first query of a visit loads the engine and the index it needs; times until five results can be shown (titles and, for Pagefind, their highlighted excerpts)',
  )
  for (const row of rows)
    if (row.empty.length)
      failures.push({
        figure: `search with ${row.engine} at ${row.postsPerLocale} posts per locale`,
        value: `nothing found for ${row.empty.join(', ')}`,
        budget: 'every bench query finds its posts',
      })
}
