/**
 * What Gatsby puts in a page for its browser runtime, so that a page can be built without it
 * (gatsby-ssr.tsx, onPreRenderHTML): the editors' preview shell (docs/decisions/0020-draft-preview.md)
 * is filled on the server per request, and Gatsby's runtime would redraw it from build-time data.
 * Gatsby adds its scripts to the end of the body (the page's path and build hash inline, then the
 * `_gatsby-scripts` slice holding the chunk map and the bundles) and may preload bundles in the head.
 */
import { isValidElement, type ReactNode } from 'react'

const GATSBY_SCRIPTS_SLICE = '_gatsby-scripts'

type Props = { id?: string; sliceId?: string; as?: string }

/** Whether `component` is one of Gatsby's runtime scripts, their slice or a script preload. */
export function isGatsbyRuntime(component: ReactNode): boolean {
  if (!isValidElement<Props>(component)) return false
  const { props, type } = component
  if (props.sliceId === GATSBY_SCRIPTS_SLICE) return true
  if (type === 'script')
    return props.id === 'gatsby-script-loader' || props.id === 'gatsby-chunk-mapping' || 'src' in (props as object)
  return type === 'link' && props.as === 'script'
}

export const withoutGatsbyRuntime = (components: ReactNode[]): ReactNode[] =>
  components.filter((component) => !isGatsbyRuntime(component))
