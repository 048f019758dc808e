/**
 * Notifications (requirements §3: id = timestamp string, title, description). One polite live
 * region that is always in the page, so screen readers announce a toast as it is added. Where
 * the toasts sit is worked out by a part loaded while the page is idle (./toast-placer.tsx). A
 * notification may name its source (a form): a newer one from the same source replaces it, so an
 * old error never stays stacked beside the success that followed it.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { LastSubmission, ToastEdge, ToastPlacerProps } from './toast-placement'
import { useTranslation } from '../lib/translations'
import * as styles from './toast.module.css'

export type Notification = {
  id: string
  title: string
  /** Text, or text with elements in it (an e-mail address isolated in its <bdi>). */
  description?: ReactNode
  /** What raised it, e.g. a form: the source's next notification replaces this one. */
  source?: string
}
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
  const dismiss = useCallback((id: string) => setItems((current) => current.filter((item) => item.id !== id)), [])
  const notify = useCallback<Notify>(
    (notification) => {
      const item = { ...notification, id: nextId(lastId.current) }
      lastId.current = item.id
      setItems((current) => [...current.filter((shown) => !item.source || shown.source !== item.source), item])
      setTimeout(() => dismiss(item.id), TOAST_DURATION_MS)
      return item
    },
    [dismiss],
  )
  const value = useMemo(() => ({ notify, items, dismiss }), [notify, items, dismiss])
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>
}

function useToastState(): ToastState {
  const state = useContext(ToastContext)
  if (!state) throw new Error('Toasts need a ToastProvider (src/site-providers.tsx)')
  return state
}

export const useToast = (): Notify => useToastState().notify

/** The form submitted last and the button that submitted it, remembered from the page's first load. */
function useLastSubmission(): LastSubmission {
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

/**
 * Should the placer's code fail to load (offline, or a new release replaced it): the stack goes
 * to the top when the form submitted last is in the screen's lower half, else to the bottom.
 */
function RoughPlacer({ items, lastSubmission, place }: ToastPlacerProps) {
  useEffect(() => {
    const form = lastSubmission.current?.form.getBoundingClientRect()
    place(form && form.top + form.bottom > window.innerHeight ? 'start' : 'end')
  }, [items, lastSubmission, place])
  return null
}

let placerCode: Promise<{ default: (props: ToastPlacerProps) => ReactNode }> | undefined
const loadPlacer = () =>
  (placerCode ??= import(/* webpackChunkName: "toast-placer" */ './toast-placer').catch(() => ({
    default: RoughPlacer,
  })))
const ToastPlacer = lazy(loadPlacer)

/**
 * Where toasts show. The provider lives at the root (toasts survive a navigation); the viewport
 * is rendered by each page frame, inside the page's translations.
 */
export function ToastViewport() {
  const { items, dismiss } = useToastState()
  const { t } = useTranslation()
  const region = useRef<HTMLDivElement>(null)
  const lastSubmission = useLastSubmission()
  const [edge, setEdge] = useState<ToastEdge>('end')
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
    idle(() => void loadPlacer())
  }, [])
  return (
    <div ref={region} role="region" aria-label={t('toast.region')} data-edge={edge} className={styles.region}>
      <ol aria-live="polite" aria-relevant="additions" className={styles.list}>
        {items.length > 0 && (
          // The toasts show once they are placed: never for a frame over the form that raised them.
          <Suspense fallback={null}>
            <ToastPlacer items={items} region={region} lastSubmission={lastSubmission} place={setEdge} />
            {items.map((item) => (
              <Toast key={item.id} item={item} dismiss={dismiss} />
            ))}
          </Suspense>
        )}
      </ol>
    </div>
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
