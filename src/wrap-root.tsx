import React from 'react'
import { Global, ThemeUIProvider } from 'theme-ui'
import { theme } from './theme'
import { ColorModeSync } from './chrome/color-mode'
import { Fonts } from './chrome/fonts'
import { ToastProvider } from './chrome/toast'

/** Site-wide providers (gatsby-browser and gatsby-ssr both use these). */
export const wrapRootElement = ({ element }: { element: React.ReactNode }) => (
  <ThemeUIProvider theme={theme}>
    <ColorModeSync />
    <Fonts />
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        a: { color: 'primary' },
        ':focus-visible': { outline: '3px solid', outlineColor: 'primary', outlineOffset: '2px' },
        // Above-the-fold images (loading="eager": the home hero, a post's cover) show as soon as
        // their bytes arrive. gatsby-plugin-image hides its main image until a module script or
        // hydration fades it in; that script often registers after a small image has loaded, so
        // the page's largest image stayed invisible until React ran (LCP 3-5 s on a phone).
        '.gatsby-image-wrapper [data-main-image][loading="eager"]': { opacity: '1 !important', transition: 'none' },
      }}
    />
    <ToastProvider>{element}</ToastProvider>
  </ThemeUIProvider>
)
