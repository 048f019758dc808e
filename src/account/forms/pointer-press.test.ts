/** @jest-environment jsdom */
import { TAP_CLICK_WAIT_MS, watchPointerPresses, whenPressReleased } from './pointer-press'

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel', pointerType = 'mouse') =>
  document.body.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType }))
const tick = () => new Promise((resolve) => setTimeout(resolve))

describe('pointer presses', () => {
  beforeAll(() => {
    watchPointerPresses()
    watchPointerPresses()
  })

  it('says no press is under way when none is, and never calls back', async () => {
    const callback = jest.fn()
    expect(whenPressReleased(callback)).toBe(false)
    press('pointerup')
    await tick()
    expect(callback).not.toHaveBeenCalled()
  })

  it('calls back once, after the release and after the click the release dispatches', async () => {
    const order: string[] = []
    press('pointerdown')
    expect(whenPressReleased(() => order.push('released'))).toBe(true)
    await tick()
    expect(order).toEqual([])
    press('pointerup')
    order.push('click')
    await tick()
    expect(order).toEqual(['click', 'released'])
    press('pointerdown')
    press('pointerup')
    await tick()
    expect(order).toEqual(['click', 'released'])
  })

  it('treats a cancelled press (a scroll took it over) as released', async () => {
    const callback = jest.fn()
    press('pointerdown')
    whenPressReleased(callback)
    press('pointercancel')
    await tick()
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it("holds a tap's press past the finger's lift until its click: the blur and the click come after it", async () => {
    const callback = jest.fn()
    press('pointerdown', 'touch')
    press('pointerup', 'touch')
    // The tap's mousedown blurs a field now, with the finger already up.
    expect(whenPressReleased(callback)).toBe(true)
    await tick()
    expect(callback).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event('click', { bubbles: true }))
    await tick()
    expect(callback).toHaveBeenCalledTimes(1)
    expect(whenPressReleased(jest.fn())).toBe(false)
  })

  it('ends a tap that brings no click after a while', async () => {
    jest.useFakeTimers()
    try {
      const callback = jest.fn()
      press('pointerdown', 'touch')
      press('pointerup', 'touch')
      whenPressReleased(callback)
      jest.advanceTimersByTime(TAP_CLICK_WAIT_MS + 1)
      expect(callback).toHaveBeenCalledTimes(1)
      expect(whenPressReleased(jest.fn())).toBe(false)
    } finally {
      jest.useRealTimers()
    }
  })
})
