/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { NewsletterForm, NEWSLETTER_DELAY_MS } from './newsletter'

describe('NewsletterForm', () => {
  beforeEach(() => {
    jest.useFakeTimers()
    global.fetch = jest.fn()
  })
  afterEach(() => jest.useRealTimers())

  it('has one required e-mail input validated by the browser', () => {
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toBeRequired()
    expect(input.closest('form')).not.toHaveAttribute('novalidate')
  })

  it('subscribes for exactly 1 s without a request, then notifies and returns to idle', () => {
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.submit(input.closest('form')!)
    const button = screen.getByRole('button', { name: 'Subscribing…' })
    expect(button).toBeDisabled()
    act(() => jest.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1))
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled()
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByText('Subscribed!')).toBeInTheDocument()
    expect(screen.getByText("You've been subscribed to our newsletter.")).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
    expect(input).toHaveValue('')
    expect(global.fetch).not.toHaveBeenCalled()
  })

  it('speaks Persian on Persian pages', () => {
    renderSite(<NewsletterForm />, { locale: 'fa' })
    fireEvent.submit(screen.getByLabelText('نشانی ایمیل شما').closest('form')!)
    act(() => jest.advanceTimersByTime(NEWSLETTER_DELAY_MS))
    expect(screen.getByText('عضو شدید!')).toBeInTheDocument()
  })
})
