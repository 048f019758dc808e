/**
 * Runs `work` once the page has loaded and the browser is idle: for what a reader does not wait
 * for (the field metrics' code, the build watch), kept out of the tasks that load and hydrate the
 * page, which readers feel and Lighthouse counts as blocking (issue [21]).
 */
export function whenIdle(work: () => void, win: Window = window): void {
  // Safari before 18.2 has no requestIdleCallback.
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(work, { timeout: 5000 })
      : win.setTimeout(work, 2000)
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}
