/**
 * Vazirmatn, self-hosted from the npm package (no external font request), for Persian pages
 * only: English pages name no web font (theme.ts), so they never download it. The variable font
 * serves every weight in one file; unicode-range limits it to Arabic-script text. The package's
 * Non-Latin cut holds only those glyphs (Latin falls back to the system font either way): 48 KB
 * instead of 111 KB.
 *
 * Not preloaded: Chromium holds the first paint for a preloaded font, which put a phone's first
 * paint of a Persian page at 1.3-2.3 s (Lighthouse, observed) against 0.3 s without the preload.
 * The @font-face rule is in the page's <head> (gatsby-ssr.tsx), so the font is still requested
 * as soon as Persian text is laid out, and font-display: swap shows the text meanwhile.
 */
import { Global } from 'theme-ui'
import { fontStacks } from '../theme'
import vazirmatnUrl from 'vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2'

const PERSIAN_FONT_URL: string = vazirmatnUrl
const ARABIC_SCRIPT_RANGE = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FEFF'

export function Fonts() {
  return (
    <Global
      styles={{
        '@font-face': {
          fontFamily: 'Vazirmatn',
          src: `url("${vazirmatnUrl}") format("woff2")`,
          fontWeight: '100 900',
          fontStyle: 'normal',
          fontDisplay: 'swap',
          unicodeRange: ARABIC_SCRIPT_RANGE,
        },
        'html:lang(fa)': { fontFamily: fontStacks.persianBody },
      }}
    />
  )
}
