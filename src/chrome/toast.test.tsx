/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { TOAST_DURATION_MS, useToast, type Notification } from './toast'

let notified: Notification[] = []
function Trigger() {
  const notify = useToast()
  return (
    <button
      type="button"
      onClick={() => notified.push(notify({ title: 'Saved', description: 'Your profile is up to date.' }))}
    >
      notify
    </button>
  )
}

describe('toasts', () => {
  beforeEach(() => {
    notified = []
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('announces title and description in a polite live region that is there before any toast', async () => {
    renderSite(<Trigger />)
    const region = screen.getByRole('region', { name: 'Notifications' })
    const live = region.querySelector('[aria-live]')!
    expect(live).toHaveAttribute('aria-live', 'polite')
    fireEvent.click(screen.getByText('notify'))
    expect(await within(region).findByText('Saved')).toBeInTheDocument()
    expect(within(region).getByText('Your profile is up to date.')).toBeInTheDocument()
    expect(region.querySelector('[aria-live]')).toBe(live)
  })

  it('gives each notification a timestamp id, unique within a millisecond', () => {
    jest.setSystemTime(new Date('2026-11-22T12:00:00Z'))
    renderSite(<Trigger />)
    fireEvent.click(screen.getByText('notify'))
    fireEvent.click(screen.getByText('notify'))
    expect(notified.map((item) => item.id)).toEqual([
      String(Date.parse('2026-11-22T12:00:00Z')),
      String(Date.parse('2026-11-22T12:00:00Z') + 1),
    ])
  })

  it('goes away on its own and when dismissed', async () => {
    renderSite(<Trigger />)
    fireEvent.click(screen.getByText('notify'))
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
    fireEvent.click(screen.getByText('notify'))
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('Saved')).not.toBeInTheDocument()
  })
})
