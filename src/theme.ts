import type { Theme } from '@theme-ui/css'
import { BACKGROUNDS, type ColorMode } from './color-modes'

/**
 * Light and dark palettes, red primary (requirements §1). Every text/background pair used by the
 * components meets WCAG AA (4.5:1); src/theme.test.ts checks the pairs in both modes.
 */
export const palettes = {
  light: {
    text: '#1f1f24',
    background: BACKGROUNDS.light,
    primary: '#b91c1c',
    onPrimary: '#ffffff',
    secondary: '#7f1d1d',
    onSecondary: '#ffffff',
    muted: '#f5f3f3',
    border: '#d9d2d2',
    subtle: '#57525c',
    highlight: '#fde8e8',
  },
  dark: {
    text: '#ecebee',
    background: BACKGROUNDS.dark,
    primary: '#f87171',
    onPrimary: '#131116',
    secondary: '#3b1216',
    onSecondary: '#fbe9ea',
    muted: '#1e1b22',
    border: '#3a3540',
    subtle: '#b3adb9',
    highlight: '#3a1a1e',
  },
} as const satisfies Record<ColorMode, Record<string, string>>

// Every browser the site supports maps system-ui to the platform's own font (Segoe UI on Windows,
// Roboto on Android, San Francisco on Apple's); each family named beside it that a device lacks
// is one more lookup in the first layout of every page (ADR 0046).
const systemFonts = 'system-ui, sans-serif'

export const fontStacks = {
  // English pages: the system font only. With Vazirmatn named here too, the one Persian word on
  // an English page (the language switch, "فارسی") made every English page download the 48 KB
  // font and lay the page out again when it arrived, and naming a web font in the stack made the
  // first layout slower (ADR 0009, fifth round).
  body: systemFonts,
  // Persian pages (src/styles/global.css): until Vazirmatn arrives, and for characters it lacks,
  // the platforms' own Arabic-script fonts by name (Android and Linux, Windows, Apple). The
  // generic stack made the browser search the system for a font for every Arabic-script run:
  // the first layout of Persian text took about three times as long (ADR 0009, fourth round).
  // (Windows' system font, Segoe UI, covers it too.)
  persianBody: `Vazirmatn, "Noto Sans Arabic", "Noto Naskh Arabic", "Geeza Pro", ${systemFonts}`,
  monospace: 'ui-monospace, SFMono-Regular, Menlo, monospace',
}

export const theme: Theme = {
  colors: { ...palettes.light, modes: { dark: { ...palettes.dark } } },
  fonts: {
    body: fontStacks.body,
    persianBody: fontStacks.persianBody,
    heading: 'inherit',
    monospace: fontStacks.monospace,
  },
  fontSizes: [12, 14, 16, 18, 22, 28, 36, 48],
  // Unitless, so a multiple of a font size in em is a number of lines (the form fields reserve one).
  lineHeights: { body: 1.75, heading: 1.35 },
  space: [0, 4, 8, 16, 24, 32, 48, 64, 96],
  sizes: { container: 1120, prose: 720, popover: '16rem' },
  radii: { default: 8, pill: 999 },
  shadows: { popover: '0 8px 24px rgba(0, 0, 0, 0.18)' },
  breakpoints: ['40em', '56em', '64em', '72em'],
  styles: {
    root: {
      fontFamily: 'body',
      lineHeight: 'body',
      color: 'text',
      bg: 'background',
      margin: 0,
      colorScheme: 'light dark',
    },
    a: { color: 'primary' },
  },
  buttons: {
    primary: {
      bg: 'primary',
      color: 'onPrimary',
      border: '2px solid',
      borderColor: 'primary',
      borderRadius: 'pill',
      px: 4,
      py: 2,
      fontWeight: 600,
      textDecoration: 'none',
      cursor: 'pointer',
      fontFamily: 'inherit',
      fontSize: 2,
      lineHeight: 1.5,
      display: 'inline-block',
      ':disabled': { opacity: 0.7, cursor: 'progress' },
    },
    secondary: {
      bg: 'transparent',
      color: 'primary',
      border: '2px solid',
      borderColor: 'primary',
      borderRadius: 'pill',
      px: 4,
      py: 2,
      fontWeight: 600,
      textDecoration: 'none',
      cursor: 'pointer',
      fontFamily: 'inherit',
      fontSize: 2,
      lineHeight: 1.5,
      display: 'inline-block',
    },
    icon: {
      bg: 'transparent',
      color: 'text',
      border: '1px solid',
      borderColor: 'border',
      borderRadius: 'pill',
      width: 40,
      height: 40,
      // A fixed circle: a crowded row of them (the English header at 320 px) must not squeeze it oval.
      flexShrink: 0,
      p: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      cursor: 'pointer',
      ':hover': { color: 'primary', borderColor: 'primary' },
    },
  },
  forms: {
    input: {
      fontFamily: 'inherit',
      fontSize: 2,
      borderColor: 'border',
      bg: 'background',
      color: 'text',
      borderRadius: 'pill',
      px: 3,
      py: 2,
    },
  },
}
