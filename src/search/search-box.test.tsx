/** @jest-environment jsdom */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import postcss from 'postcss'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import type { Locale } from '../lib/i18n'
import { SearchBox, cameFromThisSite } from './search-box'
import { search } from './pagefind'
import { holdTyping, takeHeldTyping } from './typing-holder'

jest.mock('./pagefind', () => ({ search: jest.fn(async () => ({ total: 0, hits: [] })) }))

const LABEL = { en: 'Search posts, services and pages', fa: 'جست‌وجو در نوشته‌ها، خدمات و صفحه‌ها' }

function renderBox({
  locale = 'en',
  query = '',
  onLeave,
}: { locale?: Locale; query?: string; onLeave?: () => void } = {}) {
  renderSite(<SearchBox locale={locale} initialQuery={query} onLeave={onLeave} />, { locale })
  return screen.getByRole('searchbox', { name: LABEL[locale] }) as HTMLInputElement
}

afterEach(() => {
  takeHeldTyping()
  jest.mocked(search).mockClear()
})

describe('what was typed after the search key, before the box was there', () => {
  it('is in the box from the start, with the caret where it was and the focus', async () => {
    holdTyping(LABEL.en)
    const held = document.activeElement as HTMLInputElement
    held.value = 'stre'
    held.setSelectionRange(4, 4)
    const box = renderBox()
    expect(box).toHaveValue('stre')
    expect(box).toHaveFocus()
    expect([box.selectionStart, box.selectionEnd]).toEqual([4, 4])
    expect(held.isConnected).toBe(false)
    // The next key lands after it.
    fireEvent.change(box, { target: { value: 'stress' } })
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('en', 'stress', expect.any(Number)))
    expect(search).not.toHaveBeenCalledWith('en', 'ress', expect.any(Number))
  })

  it('is Persian as typed on the Persian page', () => {
    holdTyping(LABEL.fa)
    ;(document.activeElement as HTMLInputElement).value = 'استرس'
    const box = renderBox({ locale: 'fa' })
    expect(box).toHaveValue('استرس')
    expect(box).toHaveFocus()
  })

  it('leaves the box as the address gave it when nothing was held', () => {
    const box = renderBox({ query: 'soak' })
    expect(box).toHaveValue('soak')
    expect(box).toHaveFocus()
  })
})

describe('Escape in the box', () => {
  it('first clears the box and stays; in an empty box it goes back', () => {
    const onLeave = jest.fn()
    const box = renderBox({ query: 'stress', onLeave })
    // Handled by the page: the browser's own clearing (some browsers only) does not run too.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false)
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(onLeave).not.toHaveBeenCalled()
    expect(window.location.search).toBe('')
    fireEvent.keyDown(box, { key: 'Escape' })
    expect(onLeave).toHaveBeenCalledTimes(1)
  })

  it('ends an input method composition and nothing more', () => {
    const onLeave = jest.fn()
    const box = renderBox({ query: 'است', onLeave })
    fireEvent.keyDown(box, { key: 'Escape', isComposing: true })
    expect(box).toHaveValue('است')
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('goes back only to a page of this site: a search opened from elsewhere stays', () => {
    expect(cameFromThisSite('1764228000000')).toBe(true)
    expect(cameFromThisSite('initial')).toBe(false)
    expect(cameFromThisSite(undefined)).toBe(false)
  })
})

describe('a query in the other language’s script', () => {
  it('on the Persian page, offers the same query on the English search, in English', () => {
    renderBox({ locale: 'fa', query: 'stress' })
    const offer = screen.getByRole('link', { name: 'Search the English pages for “\u2068stress\u2069”' })
    expect(offer).toHaveAttribute('href', '/en/search/?q=stress')
    expect(offer).toHaveAttribute('hreflang', 'en')
    expect(offer.closest('p')).toHaveAttribute('lang', 'en')
    expect(offer.closest('p')).toHaveAttribute('dir', 'ltr')
  })

  it('on the English page, offers the same query on the Persian search, in Persian', () => {
    renderBox({ locale: 'en', query: 'تست بار' })
    const offer = screen.getByRole('link', { name: 'جست‌وجوی «\u2068تست بار\u2069» در صفحه‌های فارسی' })
    expect(offer).toHaveAttribute('href', `/fa/search/?q=${encodeURIComponent('تست بار')}`)
    expect(offer.closest('p')).toHaveAttribute('lang', 'fa')
    expect(offer.closest('p')).toHaveAttribute('dir', 'rtl')
  })

  it('follows the typing, and is not offered for the page’s own script, a mix of both or no letters', () => {
    const box = renderBox({ locale: 'fa', query: 'تست بار' })
    const offers = () => screen.queryAllByRole('link', { name: /English pages|صفحه‌های فارسی/ })
    expect(offers()).toEqual([])
    for (const query of ['تست k6', '۹۹', '  ']) {
      fireEvent.change(box, { target: { value: query } })
      expect([query, offers()]).toEqual([query, []])
    }
    fireEvent.change(box, { target: { value: 'JMeter ' } })
    expect(offers()[0]).toHaveAttribute('href', '/en/search/?q=JMeter')
  })
})

describe('the clear button', () => {
  it('is there when the box has text, named in the page’s language; it empties the box and gives it the focus', () => {
    const box = renderBox({ locale: 'fa' })
    expect(screen.queryByRole('button', { name: 'پاک کردن جست‌وجو' })).toBeNull()
    fireEvent.change(box, { target: { value: 'استرس' } })
    const clear = screen.getByRole('button', { name: 'پاک کردن جست‌وجو' })
    act(() => clear.focus())
    fireEvent.click(clear)
    expect(box).toHaveValue('')
    expect(box).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'پاک کردن جست‌وجو' })).toBeNull()
  })

  it("replaces the browser's own, which the stylesheet hides", () => {
    const css = postcss.parse(readFileSync(path.join(__dirname, 'search.module.css'), 'utf8'))
    const hidden: string[] = []
    css.walkRules(/::-webkit-search-cancel-button/, (rule) =>
      rule.walkDecls('display', (declaration) => void hidden.push(declaration.value)),
    )
    expect(hidden).toEqual(['none'])
  })
})
