/**
 * The site's colour modes: all the browser's own code needs of the theme (src/theme.ts holds the
 * palettes, compiled to static CSS; src/chrome/color-mode.tsx switches between them).
 */
export const COLOR_MODES = ['light', 'dark'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

/** The class on <html> that selects a mode's palette (`color-mode-dark`), set before the first paint. */
export const COLOR_MODE_CLASS_PREFIX = 'color-mode-'

/** Each mode's page background: its palette's, and the browser's bar over the page (theme-color). */
export const BACKGROUNDS = { light: '#ffffff', dark: '#131116' } as const satisfies Record<ColorMode, string>
