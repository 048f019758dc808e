/**
 * Notifications (SPEC section 3: id = timestamp string, title, description). One polite live
 * region that is always in the page, so screen readers announce a toast as it is added.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../lib/translations'
import { Box, Button, Text } from 'theme-ui'

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

/**
 * Where toasts show. The provider lives at the root (toasts survive a navigation); the viewport
 * is rendered by each page frame, inside the page's translations.
 */
export function ToastViewport() {
  const { items, dismiss } = useToastState()
  const { t } = useTranslation()
  return (
    <Box
      role="region"
      aria-label={t('toast.region')}
      sx={{ position: 'fixed', insetBlockEnd: 3, insetInlineEnd: 3, zIndex: 50, display: 'grid', gap: 2, width: 'min(22rem, calc(100vw - 32px))' }}
    >
      <Box as="ol" aria-live="polite" aria-relevant="additions" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <Toast key={item.id} item={item} dismiss={dismiss} />
        ))}
      </Box>
    </Box>
  )
}

function Toast({ item, dismiss }: { item: Notification; dismiss: (id: string) => void }) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), TOAST_DURATION_MS)
    return () => clearTimeout(timer)
  }, [item.id, dismiss])
  return (
    <Box
      as="li"
      data-toast-id={item.id}
      sx={{ bg: 'background', color: 'text', border: '1px solid', borderColor: 'border', borderInlineStart: '4px solid', borderInlineStartColor: 'primary', borderRadius: 'default', boxShadow: 'popover', p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: 1 }}>
        <Text as="p" sx={{ fontWeight: 700, m: 0 }}>
          {item.title}
        </Text>
        {item.description && (
          <Text as="p" sx={{ m: 0, color: 'subtle', fontSize: 1 }}>
            {item.description}
          </Text>
        )}
      </Box>
      <Button type="button" onClick={() => dismiss(item.id)} aria-label={t('toast.close')} sx={{ bg: 'transparent', color: 'subtle', p: 1, cursor: 'pointer', lineHeight: 1 }}>
        <span aria-hidden="true">×</span>
      </Button>
    </Box>
  )
}
