// First, so every page's stylesheet opens with the theme's tokens and the rules for every page
// (ADR 0016); the components' modules follow.
import './styles/theme.css'
import './styles/global.css'
import React from 'react'
import { ColorModeSync } from './chrome/color-mode'
import { ToastProvider } from './chrome/toast'

/**
 * Site-wide providers, put around every page by wrapPageElement (src/wrap-page.tsx). Not
 * wrapRootElement: Gatsby also wraps each page's Head in that, so the colour-mode sync and the
 * toasts would be rendered a second time for the Head, in the browser after hydration. The wrapper
 * keeps the same shape on every page, so React keeps these (and their state) across navigations.
 */
export const SiteProviders = ({ children }: { children: React.ReactNode }) => (
  <>
    <ColorModeSync />
    <ToastProvider>{children}</ToastProvider>
  </>
)
