/**
 * Where the toast stack sits so it never covers the form that raised it: at the bottom (the
 * block end) as usual, at the top when the bottom would cover the form and the top would not.
 * When the form fills the screen both would, and the stack takes the edge that covers less of
 * it, never the button that was pressed if one edge spares it.
 */
import type { RefObject } from 'react'

export type Box = { top: number; bottom: number; left: number; right: number }
export type ToastEdge = 'end' | 'start'

export type LastSubmission = RefObject<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>

/** What the toasts are placed by (./toast-placer.tsx). */
export type ToastPlacerProps = {
  /** The toasts shown: the stack is placed again when they change. */
  items: readonly unknown[]
  /** The region the stack sits in, and the form submitted last: the stack must not cover it. */
  region: RefObject<HTMLDivElement>
  lastSubmission: LastSubmission
  place: (edge: ToastEdge) => void
}

export type Layout = {
  viewport: { width: number; height: number }
  /** The stack's size and its distance from the viewport's edges. */
  stack: { width: number; height: number; margin: number }
  /** Toasts sit at the inline end: the right in English, the left in Persian. */
  direction: 'ltr' | 'rtl'
  form: Box | null
  submitter: Box | null
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

export function stackBox(edge: ToastEdge, { viewport, stack, direction }: Omit<Layout, 'form' | 'submitter'>): Box {
  const left = direction === 'ltr' ? viewport.width - stack.margin - stack.width : stack.margin
  const top = edge === 'end' ? viewport.height - stack.margin - stack.height : stack.margin
  return { top, bottom: top + stack.height, left, right: left + stack.width }
}

export function toastEdge(layout: Layout): ToastEdge {
  if (!layout.form) return 'end'
  const cost = (edge: ToastEdge) => {
    const box = stackBox(edge, layout)
    const pressed = layout.submitter ? overlap(box, layout.submitter) : 0
    return { pressed, form: overlap(box, layout.form!) }
  }
  const end = cost('end')
  const start = cost('start')
  if (start.pressed !== end.pressed) return start.pressed < end.pressed ? 'start' : 'end'
  return start.form < end.form ? 'start' : 'end'
}
