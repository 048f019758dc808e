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
      }}
    />
    <ToastProvider>{element}</ToastProvider>
  </ThemeUIProvider>
)
