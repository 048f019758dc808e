import type { GatsbySSR } from 'gatsby'
import { COLOR_MODE_SCRIPT } from './src/chrome/color-mode'

export { wrapPageElement } from './src/wrap-page'

/** Applies the stored or preferred colour mode before the first paint (no flash of the wrong mode). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />])
}
