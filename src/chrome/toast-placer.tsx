/**
 * Where the toasts of ./toast.tsx sit: at the bottom unless the stack would cover the form that
 * raised it there (./toast-placement.ts), placed again while the reader scrolls or the window
 * changes size. Loaded while the page is idle: no page needs it for its first paint.
 */
import { useEffect, useLayoutEffect } from 'react'
import { toastEdge, type Box as Rect, type ToastPlacerProps } from './toast-placement'

// Layout effects do nothing in the server render (and React warns about them there).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

const rectOf = (element: Element | null | undefined): Rect | null =>
  element?.isConnected ? element.getBoundingClientRect() : null

export default function ToastPlacer({ items, region, lastSubmission, place }: ToastPlacerProps) {
  // Placed before the new toast is painted, so it never shows for a frame over the form.
  useIsomorphicLayoutEffect(() => {
    const placeNow = () => {
      const element = region.current
      if (!element) return
      const style = getComputedStyle(element)
      const { width, height } = element.getBoundingClientRect()
      place(
        toastEdge({
          viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
          stack: { width, height, margin: parseFloat(style.insetInlineEnd) || 0 },
          direction: style.direction === 'rtl' ? 'rtl' : 'ltr',
          form: rectOf(lastSubmission.current?.form),
          submitter: rectOf(lastSubmission.current?.submitter),
        }),
      )
    }
    let frame = 0
    const placeLater = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(placeNow)
    }
    placeNow()
    window.addEventListener('scroll', placeLater, { passive: true })
    window.addEventListener('resize', placeLater)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', placeLater)
      window.removeEventListener('resize', placeLater)
    }
  }, [items, region, lastSubmission, place])
  return null
}
