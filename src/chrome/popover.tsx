/**
 * The header's hover popover (requirements §9: hover mode, open delay 0, max width 16rem,
 * offset 8 px). Keyboard readers get the same panel: focusing the trigger opens it, Tab walks
 * into it, Escape closes it and puts focus back on the trigger, leaving the group closes it.
 * Its links are a disclosure's, not a menu's (WAI-ARIA APG, disclosure navigation menu, with its
 * optional arrow keys; ADR 0041): ArrowDown/ArrowUp on the trigger go to the first/last link,
 * opening the panel if Escape closed it; in the panel they go to the next/previous link (up from
 * the first, back to the trigger), Home/End to the first/last. The list is vertical, so the keys
 * are the same in both directions.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import * as styles from './popover.module.css'

export const POPOVER_OPEN_DELAY_MS = 0
export const POPOVER_CLOSE_DELAY_MS = 150

type TriggerProps = { 'aria-expanded': boolean; 'aria-controls': string; ref: (element: HTMLElement | null) => void }

type Props = {
  /** Renders the trigger (a link or a button) with the props that tie it to the panel. */
  trigger: (props: TriggerProps) => ReactNode
  children: ReactNode
  label?: string
}

export function HoverPopover({ trigger, children, label }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const panelId = `popover-${id.replace(/:/g, '')}`
  const group = useRef<HTMLDivElement>(null)
  const triggerElement = useRef<HTMLElement | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  // Focus going back to the trigger after Escape must not reopen the panel.
  const returningFocus = useRef(false)
  const panel = useRef<HTMLDivElement>(null)
  /** The link to focus once the panel's links are there (they are built when it opens). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null)

  const schedule = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current)
    if (delay === 0) setOpen(next)
    else timer.current = setTimeout(() => setOpen(next), delay)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

  const links = useCallback(
    () => [...(panel.current?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])],
    [],
  )
  const focusLink = useCallback(
    (which: 'first' | 'last') => {
      const all = links()
      all[which === 'first' ? 0 : all.length - 1]?.focus()
    },
    [links],
  )
  useEffect(() => {
    if (!open || !focusOnOpen.current) return
    focusLink(focusOnOpen.current)
    focusOnOpen.current = null
  }, [open, focusLink])

  /** The arrow keys, Home and End; whether the key was one of them. */
  const move = (event: KeyboardEvent<HTMLDivElement>): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false
    if (event.target === triggerElement.current) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false
      const which = event.key === 'ArrowDown' ? 'first' : 'last'
      if (open) focusLink(which)
      else {
        focusOnOpen.current = which
        schedule(true, 0)
      }
      return true
    }
    const all = links()
    const index = all.indexOf(event.target as HTMLElement)
    if (index === -1) return false
    if (event.key === 'Home') all[0].focus()
    else if (event.key === 'End') all[all.length - 1].focus()
    else if (event.key === 'ArrowDown') all[Math.min(index + 1, all.length - 1)].focus()
    else if (event.key === 'ArrowUp') (index === 0 ? triggerElement.current : all[index - 1])?.focus()
    else return false
    return true
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- hover and focus of the group open the popover; its trigger is a link a keyboard reaches
    <div
      ref={group}
      className={styles.popover}
      onMouseEnter={() => schedule(true, POPOVER_OPEN_DELAY_MS)}
      onMouseLeave={() => schedule(false, POPOVER_CLOSE_DELAY_MS)}
      onFocus={() => {
        if (returningFocus.current) returningFocus.current = false
        else schedule(true, POPOVER_OPEN_DELAY_MS)
      }}
      onBlur={(event) => {
        if (!group.current?.contains(event.relatedTarget as Node | null)) schedule(false, 0)
      }}
      onKeyDown={(event) => {
        // Handled, the key must not also scroll the page.
        if (move(event)) event.preventDefault()
        else if (event.key === 'Escape' && open) {
          event.stopPropagation()
          schedule(false, 0)
          if (document.activeElement !== triggerElement.current) {
            returningFocus.current = true
            triggerElement.current?.focus()
          }
        }
      }}
    >
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        ref: (element) => (triggerElement.current = element),
      })}
      <div ref={panel} id={panelId} role="group" aria-label={label} hidden={!open} className={styles.panel}>
        {/* Built when it opens (hover, focus), not hidden on every page. */}
        {open && children}
      </div>
    </div>
  )
}
