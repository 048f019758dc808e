import { whenIdle } from './when-idle'

function page(readyState: DocumentReadyState, idleCallback: boolean) {
  const listeners: (() => void)[] = []
  const pending: (() => void)[] = []
  const win = {
    document: { readyState },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    setTimeout: (callback: () => void) => pending.push(callback),
    ...(idleCallback ? { requestIdleCallback: (callback: () => void) => pending.push(callback) } : {}),
  } as unknown as Window
  return {
    win,
    load: () => listeners.splice(0).forEach((listener) => listener()),
    idle: () => pending.splice(0).forEach((callback) => callback()),
  }
}

it.each([true, false])(
  'runs the work after the load event, once the browser is idle (requestIdleCallback: %s)',
  (idleCallback) => {
    const work = jest.fn()
    const loading = page('loading', idleCallback)
    whenIdle(work, loading.win)
    loading.idle()
    expect(work).not.toHaveBeenCalled()
    loading.load()
    expect(work).not.toHaveBeenCalled()
    loading.idle()
    expect(work).toHaveBeenCalledTimes(1)

    const loaded = page('complete', idleCallback)
    whenIdle(work, loaded.win)
    loaded.idle()
    expect(work).toHaveBeenCalledTimes(2)
  },
)
