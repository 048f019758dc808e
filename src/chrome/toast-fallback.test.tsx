/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { TOAST_DURATION_MS, useToast } from './toast'

// The stack's code cannot be loaded: offline, or a new release replaced its file.
jest.mock('./toast-stack', () => {
  throw new Error('Loading chunk toast-stack failed')
})

function Trigger() {
  const notify = useToast()
  return (
    <button type="button" onClick={() => notify({ title: 'Saved', description: 'Your profile is up to date.' })}>
      notify
    </button>
  )
}

it("still says what happened when the stack's code cannot be loaded, and the page stays", async () => {
  jest.useFakeTimers()
  renderSite(<Trigger />)
  fireEvent.click(screen.getByText('notify'))
  const region = screen.getByRole('region', { name: 'Notifications' })
  expect(await within(region).findByText('Saved Your profile is up to date.')).toBeInTheDocument()
  expect(screen.getByText('notify')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS))
  expect(within(region).queryByText(/Saved/)).not.toBeInTheDocument()
  jest.useRealTimers()
})
