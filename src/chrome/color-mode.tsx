/**
 * Colour modes: the first visit follows the system preference; a reader's explicit choice is
 * stored (localStorage) and wins from then on.
 *
 * The mode is a class on <html> (`color-mode-dark` / `color-mode-light`); the theme's
 * stylesheet (src/styles/theme.css) sets every colour token under it. COLOR_MODE_SCRIPT sets it
 * before the first paint (gatsby-ssr puts it at the top of <body>), so a prerendered page never
 * flashes the wrong mode; the toggle only swaps the class, and no style is computed in the browser.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { COLOR_MODE_CLASS_PREFIX as CLASS_PREFIX, COLOR_MODES, type ColorMode } from '../color-modes'

export const COLOR_MODE_STORAGE_KEY = 'qa-color-mode'

const isColorMode = (value: unknown): value is ColorMode => (COLOR_MODES as readonly unknown[]).includes(value)

export const COLOR_MODE_SCRIPT = `(function(){try{var m=localStorage.getItem('${COLOR_MODE_STORAGE_KEY}');if(m!=='light'&&m!=='dark'){m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}document.documentElement.classList.add('${CLASS_PREFIX}'+m);document.documentElement.style.colorScheme=m}catch(e){}})();`

export function preferredColorMode(): ColorMode {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light'
}

export function storedColorMode(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)
    return isColorMode(value) ? value : null
  } catch {
    return null
  }
}

const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function currentColorMode(): ColorMode {
  return document.documentElement.classList.contains(`${CLASS_PREFIX}dark`) ? 'dark' : 'light'
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  for (const other of COLOR_MODES) root.classList.toggle(`${CLASS_PREFIX}${other}`, other === mode)
  root.style.colorScheme = mode
  listeners.forEach((listener) => listener())
}

/**
 * Makes sure <html> carries a mode (the inline script may not have run, e.g. storage blocked)
 * and marks the page as hydrated. Rendered once, in SiteProviders.
 */
export function ColorModeSync() {
  useEffect(() => {
    const root = document.documentElement
    if (!COLOR_MODES.some((mode) => root.classList.contains(`${CLASS_PREFIX}${mode}`)))
      applyColorMode(storedColorMode() ?? preferredColorMode())
    // Browser tests wait for this before using controls that need React.
    root.dataset.hydrated = 'true'
  }, [])
  return null
}

/** The current mode and a toggle that also stores the reader's choice. */
export function useColorModeChoice(): [ColorMode, () => void] {
  // The prerendered HTML is built in light mode; the browser then reads the real one.
  const mode = useSyncExternalStore(subscribe, currentColorMode, () => 'light' as ColorMode)
  const toggle = useCallback(() => {
    const next: ColorMode = currentColorMode() === 'dark' ? 'light' : 'dark'
    applyColorMode(next)
    try {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, next)
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }, [])
  return [mode, toggle]
}
