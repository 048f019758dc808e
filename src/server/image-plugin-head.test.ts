import { createElement, isValidElement, type ReactNode } from 'react'
import { withoutImagePluginHead } from './image-plugin-head'

type OnRenderBody = (args: { setHeadComponents: (components: ReactNode[]) => void }) => void
// The plugin's own server hook, as Gatsby calls it (the package ships no types for it).
const { onRenderBody } = require('gatsby-plugin-image/gatsby-ssr') as { onRenderBody: OnRenderBody }

const keyOf = (component: ReactNode) => (isValidElement(component) ? component.key : undefined)

describe('withoutImagePluginHead', () => {
  it('removes every head component gatsby-plugin-image adds, and nothing else', () => {
    let added: ReactNode[] = []
    onRenderBody({ setHeadComponents: (components) => (added = components) })
    expect(added.length).toBeGreaterThan(0)
    const ours = [
      createElement('style', { key: 'app', 'data-href': '/styles.css' }),
      createElement('meta', { key: 'x', name: 'x' }),
      'text',
    ]
    expect(withoutImagePluginHead([ours[0], ...added, ours[1], ours[2]], keyOf)).toEqual(ours)
  })
})
