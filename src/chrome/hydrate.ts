import { startTransition, type ReactElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

/**
 * Gatsby hydrates with a bare `hydrateRoot`, which React 18 runs at its default priority: one
 * task that is never interrupted (120–300 ms on a phone-class CPU for the Persian home page,
 * most of Lighthouse's blocking time). Started inside a transition, the same hydration yields
 * to the browser every few milliseconds. Nothing is lost by waiting: the markup is already on
 * screen, and a click on a part not yet hydrated makes React finish hydrating at once before
 * it handles the click.
 *
 * Pages rendered only in the browser (the account area's client routes) have an empty body:
 * those are rendered, not hydrated, as Gatsby does.
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): void {
  if (!container) return
  const serverRendered = document.getElementById('gatsby-focus-wrapper')
  if (serverRendered && serverRendered.children.length > 0) {
    startTransition(() => {
      hydrateRoot(container, element)
    })
  } else {
    createRoot(container).render(element)
  }
}
