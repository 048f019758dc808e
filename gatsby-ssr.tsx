import React from 'react'
import type { GatsbySSR } from 'gatsby'
import { renderToString } from 'react-dom/server'
import { CacheProvider } from '@emotion/react'
import createCache from '@emotion/cache'
import createEmotionServer from '@emotion/server/create-instance'
import { COLOR_MODE_SCRIPT } from './src/chrome/color-mode'

export { wrapPageElement } from './src/wrap-page'

/** Applies the stored or preferred colour mode before the first paint (no flash of the wrong mode). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setPreBodyComponents }) => {
  setPreBodyComponents([<script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />])
}

/**
 * The page's styles go into <head> as a few <style> elements instead of one element before
 * each styled element of the body (emotion's default when server rendering). A post page had
 * 125 of them: the browser recalculated styles for each while parsing. The key stays emotion's
 * default ("css"), so the browser's emotion cache adopts these elements and inserts none of
 * these styles a second time. `data-s` tells emotion they are already where they belong: it
 * would otherwise move each into <head> again when the page hydrates, and every move makes the
 * browser re-parse the stylesheet and restyle and re-lay out the whole page (with
 * patches/@emotion+sheet, adopting them does not move them either).
 */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>))
  replaceBodyHTMLString(html)
  setHeadComponents(styles.filter((style) => style.css).map((style) => <style key={style.key} data-emotion={`${style.key} ${style.ids.join(' ')}`} data-s="" dangerouslySetInnerHTML={{ __html: style.css }} />))
}
