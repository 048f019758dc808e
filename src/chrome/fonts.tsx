/**
 * Vazirmatn, self-hosted from the npm package (no external font request). The variable font
 * serves every weight in one file; unicode-range limits it to Arabic-script text, so English
 * pages do not download it.
 */
import { Global } from 'theme-ui'
import vazirmatnUrl from 'vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2'

export const PERSIAN_FONT_URL: string = vazirmatnUrl
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
      }}
    />
  )
}
