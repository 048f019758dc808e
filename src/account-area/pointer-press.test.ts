/** @jest-environment jsdom */
import { watchPointerPresses, whenPressReleased } from './pointer-press'

const press = (type: 'pointerdown' | 'pointerup' | 'pointercancel') => document.body.dispatchEvent(new Event(type, { bubbles: true }))
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
})
