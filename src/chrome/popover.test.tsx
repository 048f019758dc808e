/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { HoverPopover, POPOVER_CLOSE_DELAY_MS } from './popover'

function renderPopover() {
  renderSite(
    <>
      <HoverPopover
        label="Services"
        trigger={(props) => (
          <a href="/en/services/" {...props}>
            Services
          </a>
        )}
      >
        <a href="/en/services/load/">Load tests</a>
        <a href="/en/services/performance/">Performance</a>
        <a href="/en/services/quality/">Quality</a>
      </HoverPopover>
      <a href="/elsewhere">Elsewhere</a>
    </>,
  )
  const trigger = screen.getByRole('link', { name: 'Services' })
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!
  return { trigger, panel }
}

describe('HoverPopover', () => {
  afterEach(() => jest.useRealTimers())

  // Its size and offset are the stylesheet's; e2e/chrome.spec.ts measures them in a browser.
  it('opens on hover at once (delay 0)', () => {
    const { trigger, panel } = renderPopover()
    expect(panel).not.toBeVisible()
    fireEvent.mouseEnter(trigger.parentElement!)
    expect(panel).toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes shortly after the pointer leaves, and stays open when it comes back in time', () => {
    jest.useFakeTimers()
    const { trigger, panel } = renderPopover()
    fireEvent.mouseEnter(trigger.parentElement!)
    fireEvent.mouseLeave(trigger.parentElement!)
    act(() => jest.advanceTimersByTime(POPOVER_CLOSE_DELAY_MS - 50))
    fireEvent.mouseEnter(trigger.parentElement!)
    act(() => jest.advanceTimersByTime(POPOVER_CLOSE_DELAY_MS * 2))
    expect(panel).toBeVisible()
    fireEvent.mouseLeave(trigger.parentElement!)
    act(() => jest.advanceTimersByTime(POPOVER_CLOSE_DELAY_MS))
    expect(panel).not.toBeVisible()
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on keyboard focus, closes on Escape and returns focus to the trigger', () => {
    const { trigger, panel } = renderPopover()
    act(() => trigger.focus())
    expect(panel).toBeVisible()
    const item = screen.getByRole('link', { name: 'Load tests' })
    act(() => item.focus())
    expect(panel).toBeVisible()
    fireEvent.keyDown(item, { key: 'Escape' })
    expect(panel).not.toBeVisible()
    expect(document.activeElement).toBe(trigger)
  })

  /** A key pressed where the focus is; whether the page may still do its own with it (scroll). */
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

  it('moves through its links with the arrow keys, Home and End, and they do not scroll the page', () => {
    const { trigger } = renderPopover()
    act(() => trigger.focus())
    const [load, performance, quality] = ['Load tests', 'Performance', 'Quality'].map((name) =>
      screen.getByRole('link', { name }),
    )
    expect(press('ArrowDown')).toBe(false)
    expect(load).toHaveFocus()
    expect(press('ArrowDown')).toBe(false)
    expect(performance).toHaveFocus()
    expect(press('End')).toBe(false)
    expect(quality).toHaveFocus()
    // The last link stays the last: no jump back to the top, and no scroll either.
    expect(press('ArrowDown')).toBe(false)
    expect(quality).toHaveFocus()
    expect(press('Home')).toBe(false)
    expect(load).toHaveFocus()
    expect(press('ArrowUp')).toBe(false)
    expect(trigger).toHaveFocus()
    expect(press('ArrowUp')).toBe(false)
    expect(quality).toHaveFocus()
    // Other keys are the page's: Tab walks on, Home on the trigger scrolls.
    act(() => trigger.focus())
    expect(press('Home')).toBe(true)
    expect(press('Tab')).toBe(true)
  })

  it('opens again on the first or last link with ArrowDown or ArrowUp after Escape closed it', () => {
    const { trigger, panel } = renderPopover()
    act(() => trigger.focus())
    press('ArrowDown')
    press('Escape')
    expect(panel).not.toBeVisible()
    expect(trigger).toHaveFocus()
    act(() => void press('ArrowDown'))
    expect(panel).toBeVisible()
    expect(screen.getByRole('link', { name: 'Load tests' })).toHaveFocus()
    press('Escape')
    act(() => void press('ArrowUp'))
    expect(screen.getByRole('link', { name: 'Quality' })).toHaveFocus()
  })

  it('closes when focus leaves the group', () => {
    const { trigger, panel } = renderPopover()
    act(() => trigger.focus())
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus())
    expect(panel).not.toBeVisible()
  })
})
