import { createElement, type ReactNode } from 'react'
import { isGatsbyRuntime, withoutGatsbyRuntime } from './script-free-page'

// What Gatsby's static-entry adds for its runtime (gatsby/cache-dir/static-entry.js), and ours.
const SliceRenderer = ({ children }: { sliceId: string; children?: ReactNode }) => children
const gatsby = [
  createElement('script', {
    key: 'script-loader',
    id: 'gatsby-script-loader',
    dangerouslySetInnerHTML: { __html: 'window.pagePath="/fa/"' },
  }),
  createElement('script', {
    key: 'chunk-mapping',
    id: 'gatsby-chunk-mapping',
    dangerouslySetInnerHTML: { __html: 'window.___chunkMapping={}' },
  }),
  createElement(SliceRenderer, { key: 'slice', sliceId: '_gatsby-scripts' }),
  createElement('script', { key: '/app.js', src: '/app.js', async: true }),
  createElement('link', { key: 'app', as: 'script', rel: 'preload', href: '/app.js' }),
]
const ours = [
  createElement('script', {
    key: 'color-mode',
    dangerouslySetInnerHTML: { __html: 'document.documentElement.className="x"' },
  }),
  createElement('style', { key: 'css', 'data-href': '/styles.css' }),
  createElement('link', { key: 'icon', rel: 'icon', href: '/favicon.svg' }),
  createElement(SliceRenderer, { key: 'header', sliceId: 'header' }),
  'text',
  null,
]

it("finds each of Gatsby's runtime parts and none of the page's own", () => {
  expect(gatsby.map(isGatsbyRuntime)).toEqual(gatsby.map(() => true))
  expect(ours.map(isGatsbyRuntime)).toEqual(ours.map(() => false))
  expect(withoutGatsbyRuntime([...gatsby.slice(0, 2), ...ours, ...gatsby.slice(2)])).toEqual(ours)
})
