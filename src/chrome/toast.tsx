/**
 * Notifications (requirements §3: id = timestamp string, title, description). One polite live
 * region that is always in the page, so screen readers announce a toast as it is added.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { toastEdge, type Box as Rect, type ToastEdge } from './toast-placement'
import { useTranslation } from '../lib/translations'
import * as styles from './toast.module.css'

export type Notification = { id: string; title: string; description?: string }
type Notify = (notification: Omit<Notification, 'id'>) => Notification

export const TOAST_DURATION_MS = 6000

type ToastState = { notify: Notify; items: Notification[]; dismiss: (id: string) => void }
const ToastContext = createContext<ToastState | null>(null)

/** Timestamp ids, kept unique when two toasts arrive in the same millisecond. */
function nextId(previous: string | undefined): string {
  const now = Date.now()
  const last = previous ? Number(previous) : 0
  return String(now > last ? now : last + 1)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<Notification[]>([])
  const lastId = useRef<string>()
  const notify = useCallback<Notify>((notification) => {
    const item = { ...notification, id: nextId(lastId.current) }
    lastId.current = item.id
    setItems((current) => [...current, item])
    return item
  }, [])
  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), [])
  const value = useMemo(() => ({ notify, items, dismiss }), [notify, items, dismiss])
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>
}

function useToastState(): ToastState {
  const state = useContext(ToastContext)
  if (!state) throw new Error('Toasts need a ToastProvider (src/site-providers.tsx)')
  return state
}

export const useToast = (): Notify => useToastState().notify

/** The form submitted last and the button that submitted it: a toast it raises must not cover them. */
function useLastSubmission() {
  const last = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null)
  useEffect(() => {
    const remember = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) last.current = { form: event.target, submitter: event.submitter }
    }
    document.addEventListener('submit', remember, true)
    return () => document.removeEventListener('submit', remember, true)
  }, [])
  return last
}

// Layout effects do nothing in the server render (and React warns about them there).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

const rectOf = (element: Element | null | undefined): Rect | null =>
  element?.isConnected ? element.getBoundingClientRect() : null

/**
 * Where toasts show. The provider lives at the root (toasts survive a navigation); the viewport
 * is rendered by each page frame, inside the page's translations. The stack sits at the bottom
 * unless it would cover the form that raised it there (src/chrome/toast-placement.ts); it is
 * placed again while the reader scrolls or the window changes size.
 */
export function ToastViewport() {
  const { items, dismiss } = useToastState()
  const { t } = useTranslation()
  const stack = useRef<HTMLDivElement>(null)
  const lastSubmission = useLastSubmission()
  const [edge, setEdge] = useState<ToastEdge>('end')
  const shown = items.length > 0
  // Placed before the new toast is painted, so it never shows for a frame over the form.
  useIsomorphicLayoutEffect(() => {
    if (!shown) return
    const place = () => {
      const element = stack.current
      if (!element) return
      const style = getComputedStyle(element)
      const { width, height } = element.getBoundingClientRect()
      setEdge(
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
      frame = requestAnimationFrame(place)
    }
    place()
    window.addEventListener('scroll', placeLater, { passive: true })
    window.addEventListener('resize', placeLater)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', placeLater)
      window.removeEventListener('resize', placeLater)
    }
  }, [shown, items, lastSubmission])
  return (
    <div ref={stack} role="region" aria-label={t('toast.region')} data-edge={edge} className={styles.region}>
      <ol aria-live="polite" aria-relevant="additions" className={styles.list}>
        {items.map((item) => (
          <Toast key={item.id} item={item} dismiss={dismiss} />
        ))}
      </ol>
    </div>
  )
}

function Toast({ item, dismiss }: { item: Notification; dismiss: (id: string) => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [item.id, dismiss])
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
