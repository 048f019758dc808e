/**
 * The toasts in the live region of ./toast.tsx: each with its close button, the stack at the
 * bottom unless it would cover the form that raised it there (./toast-placement.ts), placed
 * again while the reader scrolls or the window changes size.
 */
import { useEffect, useLayoutEffect } from 'react'
import { toastEdge, type Box as Rect } from './toast-placement'
import { useTranslation } from '../lib/translations'
import type { Notification, ToastStackProps } from './toast'
import * as styles from './toast.module.css'

// Layout effects do nothing in the server render (and React warns about them there).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

const rectOf = (element: Element | null | undefined): Rect | null =>
  element?.isConnected ? element.getBoundingClientRect() : null

export default function ToastStack({ items, dismiss, region, lastSubmission, place }: ToastStackProps) {
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
  return (
    <>
      {items.map((item) => (
        <Toast key={item.id} item={item} dismiss={dismiss} />
      ))}
    </>
  )
}

function Toast({ item, dismiss }: { item: Notification; dismiss: (id: string) => void }) {
  const { t } = useTranslation()
  return (
    <li data-toast-id={item.id} className={styles.toast}>
      <div className={styles.text}>
        <p className={styles.title}>{item.title}</p>
        {item.description && <p className={styles.description}>{item.description}</p>}
      </div>
      <button type="button" onClick={() => dismiss(item.id)} aria-label={t('toast.close')} className={styles.close}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  )
}
