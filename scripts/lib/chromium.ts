import { existsSync } from 'node:fs'

/**
 * Debian's Chromium, never a downloaded browser: the flags every launch on these offline machines
 * needs (no sandbox for root, no GPU, nothing fetched from Google's services).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
]

/**
 * The full Chromium (Lighthouse, screenshots, the search bench): Debian's `chromium` package, or
 * the one CHROMIUM_PATH names. The tests use the headless shell (tests/support/chromium.ts); a
 * machine set up for them alone lacks this one, which is said before any work starts.
 */
export function fullChromium(what: string): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(path))
    throw new Error(
      `${what} needs Chromium at ${path}: install Debian's \`chromium\` package (apt-get install chromium), or set CHROMIUM_PATH to another`,
    )
  return path
}
