/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { ShareLinks } from './share-links'

jest.mock('../lib/site-frame', () => ({
  useSiteFrame: () => ({ site: { siteMetadata: { siteUrl: 'https://barsanj.example' } } }),
}))

const TITLE = 'تست بار & «استرس»'
const PATH = '/fa/posts/تست-بار/'
const URL_ = 'https://barsanj.example/fa/posts/%D8%AA%D8%B3%D8%AA-%D8%A8%D8%A7%D8%B1/'

const names = () =>
  within(screen.getByRole('heading').closest('section')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

afterEach(() => {
  delete (navigator as { share?: unknown }).share
})

describe('ShareLinks', () => {
  it('offers Persian readers Telegram and WhatsApp first, each with the page’s title and address', () => {
    renderSite(<ShareLinks locale="fa" title={TITLE} path={PATH} />, { locale: 'fa' })
    expect(screen.getByRole('heading', { name: 'هم‌رسانی' })).toBeInTheDocument()
    expect(names()).toEqual(['تلگرام', 'واتس‌اپ', 'ایکس', 'لینکدین', 'ایمیل', 'کپی پیوند'])
    const telegram = new URL(screen.getByRole('link', { name: 'تلگرام' }).getAttribute('href')!)
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url')
    expect(telegram.searchParams.get('url')).toBe(URL_)
    expect(telegram.searchParams.get('text')).toBe(TITLE)
    expect(new URL(screen.getByRole('link', { name: 'واتس‌اپ' }).getAttribute('href')!).searchParams.get('text')).toBe(
      `${TITLE} ${URL_}`,
    )
    const mail = screen.getByRole('link', { name: 'ایمیل' }).getAttribute('href')!
    expect(mail).toBe(`mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(URL_)}`)
  })

  it('offers English readers LinkedIn first; opens services in a new tab without a referrer, e-mail in place', () => {
    renderSite(<ShareLinks locale="en" title="Load testing" path="/en/posts/load/" />)
    expect(names()).toEqual(['LinkedIn', 'X', 'WhatsApp', 'Telegram', 'E-mail', 'Copy link'])
    const linkedin = screen.getByRole('link', { name: 'LinkedIn' })
    expect(linkedin).toHaveAttribute(
      'href',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fbarsanj.example%2Fen%2Fposts%2Fload%2F',
    )
    expect(linkedin).toHaveAttribute('target', '_blank')
    expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'E-mail' })).not.toHaveAttribute('target')
  })

  it('offers the phone’s share sheet where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { share })
    renderSite(<ShareLinks locale="en" title="Load testing" path="/en/posts/load/" />)
    expect(names()[0]).toBe('Share…')
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }))
    expect(share).toHaveBeenCalledWith({ title: 'Load testing', url: 'https://barsanj.example/en/posts/load/' })
  })

  it('copies the address and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    renderSite(<ShareLinks locale="fa" title={TITLE} path={PATH} />, { locale: 'fa' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'کپی پیوند' })))
    expect(writeText).toHaveBeenCalledWith(URL_)
    expect(screen.getByRole('status')).toHaveTextContent('پیوند کپی شد')
  })
})
