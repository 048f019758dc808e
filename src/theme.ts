import type { Theme } from 'theme-ui'

/** Red is the brand's primary colour (SPEC section 1); the full light/dark palette is issue [3]. */
export const theme: Theme = {
  config: { initialColorModeName: 'light', useColorSchemeMediaQuery: false },
  colors: {
    text: '#1f1f24',
    background: '#ffffff',
    primary: '#b91c1c',
    secondary: '#7f1d1d',
    muted: '#f5f3f3',
    border: '#e5e0e0',
    subtle: '#5b5660',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, Tahoma, "Noto Sans Arabic", sans-serif',
    heading: 'inherit',
    monospace: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  fontSizes: [12, 14, 16, 18, 22, 28, 36, 48],
  lineHeights: { body: 1.75, heading: 1.3 },
  space: [0, 4, 8, 16, 24, 32, 48, 64, 96],
  sizes: { container: 1080, prose: 720 },
  radii: { default: 8, pill: 999 },
  styles: {
    root: { fontFamily: 'body', lineHeight: 'body', color: 'text', bg: 'background', margin: 0 },
    a: { color: 'primary' },
  },
  buttons: {
    primary: { bg: 'primary', color: 'background', borderRadius: 'pill', px: 4, py: 2, fontWeight: 600, textDecoration: 'none' },
    secondary: { bg: 'transparent', color: 'primary', border: '2px solid', borderColor: 'primary', borderRadius: 'pill', px: 4, py: 2, fontWeight: 600 },
  },
}
