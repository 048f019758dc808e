/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { TOAST_DURATION_MS, useToast } from './toast'

// The placer's code cannot be loaded: offline, or a new release replaced its file.
jest.mock('./toast-placer', () => {
  throw new Error('Loading chunk toast-placer failed')
})

function Form() {
  const notify = useToast()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        notify({ title: 'Saved', description: 'Your profile is up to date.' })
      }}
    >
      <button type="submit">save</button>
    </form>
  )
}

it('still shows the toast, its text and its close button, away from a form low on the screen', async () => {
  jest.useFakeTimers()
  renderSite(<Form />)
  const form = screen.getByText('save').closest('form')!
  // jsdom lays nothing out: the form is placed in the screen's lower half by hand.
  form.getBoundingClientRect = () => ({ top: 600, bottom: 700, left: 0, right: 300 }) as DOMRect
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
  fireEvent.click(screen.getByText('save'))
  const region = screen.getByRole('region', { name: 'Notifications' })
  expect(await within(region).findByText('Saved')).toBeInTheDocument()
  expect(within(region).getByText('Your profile is up to date.')).toBeInTheDocument()
  expect(region).toHaveAttribute('data-edge', 'start')
  fireEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }))
  expect(within(region).queryByText('Saved')).not.toBeInTheDocument()
  fireEvent.click(screen.getByText('save'))
  expect(await within(region).findByText('Saved')).toBeInTheDocument()
  act(() => jest.advanceTimersByTime(TOAST_DURATION_MS))
  expect(within(region).queryByText('Saved')).not.toBeInTheDocument()
  jest.useRealTimers()
})
