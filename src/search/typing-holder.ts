/**
 * What a reader types between the search key (`/`, Ctrl/⌘-K) and the search box (ADR 0041). The
 * search page comes a moment after the key (its code and data are fetched, the router renders it
 * and focuses the new page), and a reader who typed on at once lost the first letters ("stress"
 * searched "ress"). So the key's own handler focuses a real, unseen field before anything else
 * happens: the browser types into it (any keyboard layout, an input method, Backspace), and the
 * search box takes its text, caret and focus when it mounts.
 *
 * The field lives in <body>, outside React, because the header that creates it is unmounted
 * with the page it belongs to.
 */
import * as styles from './typing-holder.module.css'

/** What was typed, and where the caret was. */
export type HeldTyping = { text: string; selectionStart: number; selectionEnd: number }

/**
 * How long the field waits for the search box. Longer than the search page takes to come on a
 * slow phone connection; after it the page is not coming (a failed load reloads the document),
 * and the reader's keys must reach the page again.
 */
export const HOLD_AT_MOST_MS = 10_000

let held: { field: HTMLInputElement; release: () => void } | null = null

/**
 * Focuses the unseen field, now, inside the key's handler, so the next key already lands in it.
 * `label` is the search box's own, for a screen reader announcing the focused field.
 */
export function holdTyping(label: string): void {
  if (held) {
    held.field.focus({ preventScroll: true })
    return
  }
  const field = document.createElement('input')
  // A textbox, not a searchbox: the page's one search box is the real one.
  field.type = 'text'
  field.autocomplete = 'off'
  field.dir = 'auto'
  field.setAttribute('aria-label', label)
  field.className = styles.holder
  const release = () => {
    clearTimeout(timer)
    document.removeEventListener('focusin', keep)
    field.remove()
    held = null
  }
  // Focus moved by a script to something outside the tab order (the router focuses the new page
  // it renders) comes back; focus the reader moves to a control lets the typing go.
  const keep = (event: FocusEvent) => {
    if (event.target === field) return
    if (event.target instanceof HTMLElement && event.target.tabIndex < 0) field.focus({ preventScroll: true })
    else release()
  }
  const timer = setTimeout(release, HOLD_AT_MOST_MS)
  document.body.append(field)
  document.addEventListener('focusin', keep)
  held = { field, release }
  field.focus({ preventScroll: true })
}

/** What was typed since `holdTyping`, handed over once (the field goes); null when nothing is held. */
export function takeHeldTyping(): HeldTyping | null {
  if (!held) return null
  const { field, release } = held
  const typing = {
    text: field.value,
    selectionStart: field.selectionStart ?? field.value.length,
    selectionEnd: field.selectionEnd ?? field.value.length,
  }
  release()
  return typing
}
