import React from 'react'
import { Global, ThemeUIProvider } from 'theme-ui'
import { theme } from './theme'
import { ColorModeSync } from './chrome/color-mode'
import { Fonts } from './chrome/fonts'
import { ToastProvider } from './chrome/toast'

/**
 * Site-wide providers, put around every page by wrapPageElement (src/wrap-page.tsx). Not
 * wrapRootElement: Gatsby also wraps each page's Head in that, so the theme, the global styles and
 * the colour-mode sync were rendered a second time for the Head, in the browser after hydration
 * and at build time (where the global styles landed in every page's <head> twice). The wrapper
 * keeps the same shape on every page, so React keeps these (and their state) across navigations.
 */
export const SiteProviders = ({ children }: { children: React.ReactNode }) => (
  <ThemeUIProvider theme={theme}>
    <ColorModeSync />
    <Fonts />
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        a: { color: 'primary' },
        ':focus-visible': { outline: '3px solid', outlineColor: 'primary', outlineOffset: '2px' },
        // Numbered lists count in the page's digits (۱. ۲. ۳. on Persian pages).
        'ol:lang(fa)': { listStyleType: 'persian' },
        // Above-the-fold images (loading="eager": the home hero, a post's cover) show as soon as
        // their bytes arrive. gatsby-plugin-image hides its main image until a module script or
        // hydration fades it in; that script often registers after a small image has loaded, so
        // the page's largest image stayed invisible until React ran (LCP 3-5 s on a phone).
        '.gatsby-image-wrapper [data-main-image][loading="eager"]': { opacity: '1 !important', transition: 'none' },
      }}
    />
    <ToastProvider>{children}</ToastProvider>
  </ThemeUIProvider>
)
