/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { renderSite, siteI18n } from '../../tests/support/render-site'
import { TranslationsProvider } from '../lib/translations'
import { ToastProvider } from './toast'
import { NewsletterForm } from './newsletter'

type Call = { url: string; init: RequestInit }

function answer(status: number, body: unknown) {
  const calls: Call[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    await held
    return { ok: status < 400, status, json: async () => body } as Response
  })
  return { calls, release }
}

describe('NewsletterForm', () => {
  it('has one required e-mail input validated by the browser, and a honeypot out of the tab order', () => {
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toBeRequired()
    expect(input.closest('form')).not.toHaveAttribute('novalidate')
    expect(screen.getByLabelText('Leave this field empty', { selector: 'input' })).toHaveAttribute('tabindex', '-1')
  })

  it("keeps its button off in the served page until the page's code runs", () => {
    // Sent by the browser itself, the form would reload the page with the address in its URL.
    const served = renderToString(
      <TranslationsProvider value={siteI18n('en')}>
        <ToastProvider>
          <NewsletterForm />
        </ToastProvider>
      </TranslationsProvider>,
    )
    expect(served).toMatch(/<button type="submit" disabled=""/)
    renderSite(<NewsletterForm />)
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })

  it('sends the address in the page language, is busy until answered, then says to check the inbox', async () => {
    const { calls, release } = answer(202, { ok: true })
    renderSite(<NewsletterForm />, { locale: 'fa' })
    const input = screen.getByLabelText('نشانی ایمیل شما')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.submit(input.closest('form')!)
    expect(await screen.findByRole('button', { name: 'در حال عضویت…' })).toBeDisabled()
    // A second submit while the first is out sends nothing more.
    fireEvent.submit(input.closest('form')!)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].url).toBe('/api/newsletter')
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ email: 'reader@example.com', locale: 'fa' })
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('fa')
    await act(async () => release())
    expect(await screen.findByText('صندوق ایمیل خود را ببینید')).toBeInTheDocument()
    expect(
      screen.getByText('پیوندی به reader@example.com فرستادیم؛ برای تأیید عضویت آن را باز کنید.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/عضو شدید/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'عضویت' })).toBeEnabled()
    expect(input).toHaveValue('')
  })

  it('says why when refused, and keeps the address', async () => {
    const { release } = answer(429, {
      error: { code: 'too-many-requests', message: 'Too many requests, please try later' },
    })
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.submit(input.closest('form')!)
    await act(async () => release())
    expect(await screen.findByText('Not subscribed')).toBeInTheDocument()
    expect(screen.getByText('Too many requests, please try later')).toBeInTheDocument()
    expect(input).toHaveValue('reader@example.com')
  })

  it('says the newsletter cannot be reached when the service is down', async () => {
    const { release } = answer(503, { error: { code: 'cms-unavailable', message: 'x' } })
    renderSite(<NewsletterForm />)
    fireEvent.change(screen.getByLabelText('Your e-mail address'), { target: { value: 'reader@example.com' } })
    fireEvent.submit(screen.getByLabelText('Your e-mail address').closest('form')!)
    await act(async () => release())
    expect(
      await screen.findByText('The newsletter cannot be reached right now, please try again shortly.'),
    ).toBeInTheDocument()
  })
})
