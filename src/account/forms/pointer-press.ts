/**
 * Whether the reader is pressing a pointer (mouse button, finger, pen) right now, and a way to
 * act once the press is over. A field that loses its error message on blur changes height while
 * the press that caused the blur is still down; if the submit button moved before the release, the
 * release lands elsewhere and the click is lost. Fields hold their height until the press ends.
 */
let pressing = false
const afterRelease = new Set<() => void>()

/**
 * How long a tap's press lasts past the finger's lift at most, waiting for its click. A tap's
 * mousedown, the blur it causes and its click all come after the finger is up: until the click,
 * the layout must hold still as for a pressed mouse button.
 */
export const TAP_CLICK_WAIT_MS = 800

function listen() {
  let tapTimer: ReturnType<typeof setTimeout> | undefined
  const release = () => {
    clearTimeout(tapTimer)
    document.removeEventListener('click', release, true)
    if (!pressing) return
    pressing = false
    // After this task: the click that follows the release is dispatched on the unchanged layout.
    setTimeout(() => {
      for (const callback of afterRelease) callback()
      afterRelease.clear()
    })
  }
  const down = () => {
    clearTimeout(tapTimer)
    pressing = true
  }
  const up = (event: PointerEvent) => {
    if (event.type === 'pointerup' && event.pointerType === 'touch') {
      document.addEventListener('click', release, true)
      tapTimer = setTimeout(release, TAP_CLICK_WAIT_MS)
      return
    }
    release()
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
