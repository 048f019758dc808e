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
