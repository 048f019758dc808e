import React from 'react'
import { ThemeUIProvider } from 'theme-ui'
import { theme } from './theme'

export const wrapRootElement = ({ element }: { element: React.ReactNode }) => <ThemeUIProvider theme={theme}>{element}</ThemeUIProvider>
