/** @jest-environment jsdom */
import { screen } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { Footer } from './footer'

describe('the footer', () => {
  it.each([
    ['fa', 'خوراک RSS'],
    ['en', 'RSS feed'],
  ] as const)("links the language's RSS feed where readers see it (%s)", (locale, name) => {
    renderSite(<Footer locale={locale} siteInfo={null} />, { locale })
    const feed = screen.getByRole('link', { name })
    expect(feed).toHaveAttribute('href', `/${locale}/rss.xml`)
    expect(feed).toHaveAttribute('type', 'application/rss+xml')
  })
})
