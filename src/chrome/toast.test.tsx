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

  it("replaces a source's earlier notification with its new one, and leaves other sources' alone", async () => {
    function Form() {
      const notify = useToast()
      return (
        <>
          <button type="button" onClick={() => notify({ title: 'Not subscribed', source: 'newsletter' })}>
            refused
          </button>
          <button type="button" onClick={() => notify({ title: 'Check your inbox', source: 'newsletter' })}>
            sent
          </button>
        </>
      )
    }
    renderSite(
      <>
        <Trigger />
        <Form />
      </>,
    )
    const region = screen.getByRole('region', { name: 'Notifications' })
    fireEvent.click(screen.getByText('notify'))
    fireEvent.click(screen.getByText('refused'))
    expect(await within(region).findByText('Not subscribed')).toBeInTheDocument()
    fireEvent.click(screen.getByText('sent'))
    expect(await within(region).findByText('Check your inbox')).toBeInTheDocument()
    expect(within(region).queryByText('Not subscribed')).not.toBeInTheDocument()
    expect(within(region).getByText('Saved')).toBeInTheDocument()
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
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
