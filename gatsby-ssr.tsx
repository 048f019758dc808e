import { isValidElement } from 'react'
import type { GatsbySSR } from 'gatsby'
import { appStylesFirst } from './src/server/webpack-styles'
import { withoutImagePluginHead } from './src/server/image-plugin-head'
import { COLOR_MODE_SCRIPT } from './src/chrome/color-mode'
import { withoutGatsbyRuntime } from './src/server/script-free-page'
import { isPreviewShellPath } from './src/preview/paths'

export { wrapPageElement } from './src/wrap-page'

/** Applies the stored or preferred colour mode before the first paint (no flash of the wrong mode). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />])
}

/**
 * The app's stylesheet, which declares the cascade layers, goes first (src/server/webpack-styles.ts);
 * gatsby-plugin-image's runtime for GatsbyImage goes (src/server/image-plugin-head.ts). The
 * preview's shell is built without Gatsby's browser runtime (src/server/script-free-page.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const inlinedSheet = (component: unknown) =>
    isValidElement<{ 'data-href'?: string }>(component) && component.type === 'style'
      ? component.props['data-href']
      : undefined
  const keyOf = (component: unknown) => (isValidElement(component) ? component.key : undefined)
  const head = appStylesFirst(withoutImagePluginHead(getHeadComponents(), keyOf), inlinedSheet)
  if (!isPreviewShellPath(pathname)) return replaceHeadComponents(head)
  replaceHeadComponents(withoutGatsbyRuntime(head))
  replacePostBodyComponents(withoutGatsbyRuntime(getPostBodyComponents()))
}
