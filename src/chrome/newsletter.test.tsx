/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { renderSite, siteI18n } from '../../tests/support/render-site'
import { TranslationsProvider } from '../lib/translations'
import { ToastProvider } from './toast'
import { NewsletterForm } from './newsletter'

type Call = { url: string; init: RequestInit }

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = []
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    await held
    return { ok: status < 400, status, headers: new Headers(headers), json: async () => body } as Response
  })
  return { calls, release }
}

/** Answers each call with the next of `answers`, at once. */
function answerInTurn(...answers: [number, unknown][]) {
  const calls: Call[] = []
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const [status, body] = answers[calls.length - 1]
    return { ok: status < 400, status, headers: new Headers(), json: async () => body } as Response
  })
  return calls
}

const tooMany = { error: { code: 'too-many-requests', message: 'Too many requests, please try later' } }

describe('NewsletterForm', () => {
  it('has one required e-mail input checked by the call, not the browser, and a honeypot out of the tab order', () => {
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toBeRequired()
    // The browser's bubble speaks the browser's language and refuses Persian digits the call reads.
    expect(input.closest('form')).toHaveAttribute('novalidate')
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
    // The address isolated left to right in the Persian sentence: a hyphen in it cannot wrap it the wrong way round.
    const address = screen.getByText('reader@example.com')
    expect(address.tagName).toBe('BDI')
    expect(address).toHaveAttribute('dir', 'ltr')
    expect(address.parentElement).toHaveTextContent(
      'پیوندی به reader@example.com فرستادیم؛ برای تأیید عضویت آن را باز کنید.',
    )
    expect(screen.queryByText(/عضو شدید/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'عضویت' })).toBeEnabled()
    expect(input).toHaveValue('')
  })

  it('names the address the link went to as it is stored: typed in Persian digits, in 0–9', async () => {
    const { release } = answer(202, { ok: true })
    renderSite(<NewsletterForm />, { locale: 'fa' })
    const input = screen.getByLabelText('نشانی ایمیل شما')
    fireEvent.change(input, { target: { value: 'Reader۲۰@example.com' } })
    fireEvent.submit(input.closest('form')!)
    await act(async () => release())
    expect(await screen.findByText('reader20@example.com')).toBeInTheDocument()
  })

  it('sends an address once for a double click, however quickly the second press comes', async () => {
    const { calls, release } = answer(202, { ok: true })
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    const form = input.closest('form')!
    // Both presses arrive before React has drawn the button as off.
    act(() => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await waitFor(() => expect(calls).toHaveLength(1))
    await act(async () => release())
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
  })

  it('says when to try again when refused for now, in Persian digits on the Persian site', async () => {
    const { release } = answer(429, tooMany, { 'retry-after': '170' })
    renderSite(<NewsletterForm />, { locale: 'fa' })
    const input = screen.getByLabelText('نشانی ایمیل شما')
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.submit(input.closest('form')!)
    await act(async () => release())
    expect(await screen.findByText('درخواست‌ها بیش از حد است؛ لطفاً ۳ دقیقه دیگر دوباره تلاش کنید')).toBeInTheDocument()
    expect(input).toHaveValue('reader@example.com')
  })

  it("replaces its refusal's notification with the success that follows", async () => {
    answerInTurn(
      [400, { error: { code: 'validation-failed', message: 'x', fields: { email: 'Invalid email address' } } }],
      [202, { ok: true }],
    )
    renderSite(<NewsletterForm />)
    const input = screen.getByLabelText('Your e-mail address')
    fireEvent.change(input, { target: { value: 'reader@example' } })
    fireEvent.submit(input.closest('form')!)
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    fireEvent.change(input, { target: { value: 'reader@example.com' } })
    fireEvent.submit(input.closest('form')!)
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).queryByText('Not subscribed')).not.toBeInTheDocument()
    expect(within(region).queryByText('Invalid email address')).not.toBeInTheDocument()
    expect(within(region).getAllByRole('listitem')).toHaveLength(1)
  })

  it('says why when refused, and keeps the address', async () => {
    const { release } = answer(429, tooMany)
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
