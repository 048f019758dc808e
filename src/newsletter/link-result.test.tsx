/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { LinkResult } from './link-result'

type Call = { url: string; body: unknown }

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = []
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), body: JSON.parse(String(init.body)) })
    return { ok: status < 400, status, headers: new Headers(headers), json: async () => body } as Response
  })
  return calls
}

const TOKEN = 'doc1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

describe('the unsubscribe page', () => {
  it('unsubscribes nobody by being opened: only its button does, once however often it is pressed', async () => {
    const calls = answer(200, { state: 'unsubscribed' })
    renderSite(<LinkResult screen="unsubscribe" locale="en" search={`?token=${TOKEN}`} />)
    // What a mistaken tap or a mail scanner that runs scripts gets: a question, and no call.
    const button = await screen.findByRole('button', { name: 'Unsubscribe' })
    expect(
      screen.getByText('Stop getting the newsletter at this address? You can subscribe again at any time.'),
    ).toBeInTheDocument()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(calls).toEqual([])

    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument()
    expect(calls).toEqual([{ url: '/api/newsletter/unsubscribe', body: { token: TOKEN } }])
  })

  it('asks in Persian, and says when to try again when the service refuses for now', async () => {
    const calls = answer(
      429,
      { error: { code: 'too-many-requests', message: 'Too many requests, please try later' } },
      { 'retry-after': '40' },
    )
    renderSite(<LinkResult screen="unsubscribe" locale="fa" search={`?token=${TOKEN}`} />, { locale: 'fa' })
    fireEvent.click(await screen.findByRole('button', { name: 'لغو عضویت' }))
    expect(await screen.findByText('درخواست‌ها بیش از حد است؛ لطفاً ۴۰ ثانیه دیگر دوباره تلاش کنید')).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    // Another try is offered: the link itself works.
    expect(screen.getByRole('button', { name: 'دوباره امتحان کنید' })).toBeInTheDocument()
  })
})

describe('the confirmation page', () => {
  it('confirms as it opens: one click in the e-mail does it', async () => {
    const calls = answer(200, { state: 'subscribed' })
    renderSite(<LinkResult screen="confirm" locale="en" search={`?token=${TOKEN}`} />)
    expect(await screen.findByRole('heading', { name: 'You are subscribed' })).toBeInTheDocument()
    await waitFor(() => expect(calls).toEqual([{ url: '/api/newsletter/confirm', body: { token: TOKEN } }]))
  })
})
