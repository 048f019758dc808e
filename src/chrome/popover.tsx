/**
 * The header's hover popover (requirements §9: hover mode, open delay 0, max width 16rem,
 * offset 8 px). Keyboard readers get the same panel: focusing the trigger opens it, Tab walks
 * into it, Escape closes it and puts focus back on the trigger, leaving the group closes it.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'
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

  const schedule = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current)
    if (delay === 0) setOpen(next)
    else timer.current = setTimeout(() => setOpen(next), delay)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])

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
        if (event.key === 'Escape' && open) {
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
      <div id={panelId} role="group" aria-label={label} hidden={!open} className={styles.panel}>
        {/* Built when it opens (hover, focus), not hidden on every page. */}
        {open && children}
      </div>
    </div>
  )
}
