/**
 * Live editing as `npm run develop` wires it: the real CMS calls Gatsby's refresh endpoint through
 * its rebuild webhook on publish, and `gatsby develop` serves the edit without a restart.
 */
import { ROOT } from '../../server/root'
import { Stack, waitForHttp } from '../../server/supervisor'
import { bin } from '../../server/root'
import { prepareGatsbyCache } from '../../scripts/lib/stack'
import { startTestCms, type TestCms } from '../support/cms-process'
import { posts } from '../../cms/src/seed/content'
import { writerToken } from '../support/cms-api'

jest.setTimeout(600_000)

const GATSBY_PORT = 8010
const gatsbyUrl = `http://127.0.0.1:${GATSBY_PORT}`
const post = posts[1]
let cms: TestCms
const stack = new Stack()

async function devTitle(): Promise<string | undefined> {
  const response = await fetch(`${gatsbyUrl}/page-data/en/posts/${post.slug}/page-data.json`)
  if (!response.ok) return undefined
  const pageData = (await response.json()) as { result: { data: { strapiPost: { title: string } } } }
  return pageData.result.data.strapiPost.title
}

beforeAll(async () => {
  cms = await startTestCms({ port: 1343, env: { SITE_REBUILD_WEBHOOK_URL: `${gatsbyUrl}/__refresh` } })
  const { HOST: _host, PORT: _port, ...env } = cms.env
  prepareGatsbyCache(env)
  const gatsby = stack.start(
    'gatsby-develop-test',
    bin(ROOT, 'gatsby'),
    ['develop', '--port', String(GATSBY_PORT), '--host', '127.0.0.1'],
    {
      // NODE_ENV is jest's "test" here; gatsby develop's babel setup breaks under it.
      env: {
        ...env,
        NODE_ENV: 'development',
        SITE_URL: gatsbyUrl,
        ENABLE_GATSBY_REFRESH_ENDPOINT: 'true',
        GATSBY_TELEMETRY_DISABLED: '1',
      },
    },
  )
  await waitForHttp(`${gatsbyUrl}/`, gatsby, 480_000)
})

afterAll(async () => {
  await stack.stopAll()
  await cms?.stop()
})

it('shows a post edit published in the CMS on the dev site without a restart', async () => {
  // gatsby develop writes page data on first request; on a cold cache that takes a moment.
  const ready = Date.now() + 120_000
  while ((await devTitle()) === undefined && Date.now() < ready)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  expect(await devTitle()).toBe(post.en.title)
  const token = await writerToken(cms)
  const found = await fetch(`${cms.url}/api/posts?locale=en&filters[slug][$eq]=${post.slug}`).then(
    (r) => r.json() as Promise<{ data: { documentId: string }[] }>,
  )
  const edited = `${post.en.title} (edited live)`
  const update = await fetch(`${cms.url}/api/posts/${found.data[0].documentId}?locale=en`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { title: edited } }),
  })
  expect(update.status).toBe(200)
  const deadline = Date.now() + 90_000
  let title = await devTitle()
  while (title !== edited && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    title = await devTitle()
  }
  expect(title).toBe(edited)
})
