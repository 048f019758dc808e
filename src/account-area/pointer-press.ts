/**
 * Whether the reader is pressing a pointer (mouse button, finger, pen) right now, and a way to
 * act once the press is over. A field that loses its error message on blur changes height while
 * the press that caused the blur is still down; if the submit button moved before the release, the
 * release lands elsewhere and the click is lost. Fields hold their height until the press ends.
 */
let pressing = false
const afterRelease = new Set<() => void>()

function listen() {
  const down = () => {
    pressing = true
  }
  const up = () => {
    pressing = false
    // After this task: the click that follows the release is dispatched on the unchanged layout.
    setTimeout(() => {
      for (const callback of afterRelease) callback()
      afterRelease.clear()
    })
  }
  document.addEventListener('pointerdown', down, true)
  document.addEventListener('pointerup', up, true)
  document.addEventListener('pointercancel', up, true)
}

let listening = false

/** Starts watching presses (once per page; browser only). */
export function watchPointerPresses() {
  if (listening || typeof document === 'undefined') return
  listening = true
  listen()
}

/** Calls `callback` once the current press is released; false (and no call) when nothing is pressed. */
export function whenPressReleased(callback: () => void): boolean {
  if (!pressing) return false
  afterRelease.add(callback)
  return true
}
