/**
 * The patch in patches/react-dom+18.3.1.patch (facebook/react#26228, released in React 19 only):
 * React 18's streaming renderer encodes into a 2048-byte view and, when a character did not fit
 * its tail, sent the whole view, unwritten bytes included. Gatsby renders every page with
 * renderToPipeableStream, so Persian text put NUL bytes into the built HTML (a heading, a footer
 * link, "Loading comments…"). Both builds of the renderer are checked: jest loads the
 * development one, Gatsby's build the production one.
 */
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { createElement, Fragment } from 'react'
import { renderToString } from 'react-dom/server'

type Server = { renderToPipeableStream: typeof import('react-dom/server').renderToPipeableStream }
// The package's exports map hides its builds; they are files beside its package.json.
const reactDom = path.dirname(require.resolve('react-dom/package.json'))
const BUILDS: [string, Server][] = ['development', 'production.min'].map((build) => [
  build,
  require(path.join(reactDom, 'cjs', `react-dom-server.node.${build}.js`)) as Server,
])

/** Paragraphs of two-byte letters of every length from 1 to 61, with a three-byte ellipsis: many views fill, and some characters fall on their tails. */
const page = createElement(
  Fragment,
  null,
  Array.from({ length: 400 }, (_, index) =>
    createElement('p', { key: index }, `${'آزمون بار '.repeat(7).slice(0, (index % 61) + 1)}…`),
  ),
)

function streamed(server: Server): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough()
    const chunks: Buffer[] = []
    sink.on('data', (chunk: Buffer) => chunks.push(chunk))
    sink.on('end', () => resolve(Buffer.concat(chunks)))
    const { pipe } = server.renderToPipeableStream(page, { onAllReady: () => pipe(sink), onError: reject })
  })
}

it.each(BUILDS)('the %s renderer streams exactly the text it renders, no NUL byte', async (_build, server) => {
  const bytes = await streamed(server)
  expect(bytes.includes(0)).toBe(false)
  expect(bytes.toString('utf8')).toBe(renderToString(page))
})
