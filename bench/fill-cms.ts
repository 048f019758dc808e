/**
 * `tsx bench/fill-cms.ts <N>`, run by the bench as a child process in cms/ with the bench CMS's
 * environment while that CMS is stopped: boots the compiled CMS in-process on its database and
 * brings the synthetic posts up to N per locale (bench/lib/synthetic-posts.ts).
 *
 * Why not the REST API: creating and publishing 10,000 entries one request at a time takes many
 * minutes on two cores; Strapi's query engine inserts the same rows in batches in seconds.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { SYNTHETIC_SLUG_PREFIX, syntheticPostRows } from './lib/synthetic-posts'

const CMS_DIR = path.resolve(__dirname, '..', 'cms')
const POST = 'api::post.post'
// Rows per createMany call: memory stays flat however large N is.
const CHUNK = 2_000

type QueryApi = {
  count(params: { where: Record<string, unknown> }): Promise<number>
  createMany(params: { data: unknown[] }): Promise<unknown>
}
type Strapi = { db: { query(uid: string): QueryApi }; destroy(): Promise<void> }

async function main() {
  const target = Number(process.argv[2])
  if (!Number.isInteger(target) || target < 0)
    throw new Error(`usage: tsx bench/fill-cms.ts <posts per locale>, got ${process.argv[2]}`)
  const started = performance.now()
  const { createStrapi } = createRequire(path.join(CMS_DIR, 'package.json'))('@strapi/strapi') as {
    createStrapi(options: { appDir: string; distDir: string }): { load(): Promise<Strapi> }
  }
  const strapi = await createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') }).load()
  try {
    const posts = strapi.db.query(POST)
    const existing = await posts.count({
      where: { slug: { $startsWith: SYNTHETIC_SLUG_PREFIX }, locale: 'en', publishedAt: { $notNull: true } },
    })
    for (let from = existing; from < target; from += CHUNK / 4) {
      await posts.createMany({ data: syntheticPostRows(from, Math.min(target, from + CHUNK / 4)) })
    }
    const now = await posts.count({
      where: { slug: { $startsWith: SYNTHETIC_SLUG_PREFIX }, locale: 'en', publishedAt: { $notNull: true } },
    })
    if (now !== Math.max(existing, target))
      throw new Error(`expected ${target} synthetic posts per locale, found ${now}`)
    console.log(
      JSON.stringify({ postsPerLocale: now, added: now - existing, seconds: (performance.now() - started) / 1000 }),
    )
  } finally {
    await strapi.destroy()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
