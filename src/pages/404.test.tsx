/** @jest-environment jsdom */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ComponentProps, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { renderSite } from '../../tests/support/render-site'
import type { SiteFrame } from '../lib/site-frame'
import { MISSING_PATH_SLOT, fillMissingPath } from '../lib/missing-path'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'
import NotFoundPage, { Head } from './404'
import { NotFound as AccountNotFound } from '../templates/account'

// The frame (header, footer) and the static query are Gatsby's at build time: the page's own part is tested here.
jest.mock('../components/layout', () => ({
  Layout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}))
const siteInfo = (locale: 'fa' | 'en', name: string) => ({
  locale,
  name,
  headline: '',
  description: null,
  copyright: null,
  headerLinks: null,
  footerColumns: null,
})
const mockFrame: SiteFrame = {
  locales: {
    edges: [
      { node: { ns: 'translation', language: 'fa', data: JSON.stringify(fa) } },
      { node: { ns: 'translation', language: 'en', data: JSON.stringify(en) } },
    ],
  },
  site: { siteMetadata: { siteUrl: 'https://barsanj.example' } },
  allStrapiSiteInfo: { nodes: [siteInfo('fa', 'بارسنج'), siteInfo('en', 'Barsanj QA')] },
}
jest.mock('../lib/site-frame', () => ({
  useSiteFrame: () => mockFrame,
  siteInfoFor: (frame: SiteFrame, locale: string) =>
    frame.allStrapiSiteInfo.nodes.find((node) => node.locale === locale) ?? null,
}))

// Page and Head props as Gatsby gives them: only what the page reads is filled.
const at = <T,>(pathname: string) => ({ location: { pathname } }) as T

describe('the 404 page', () => {
  it.each([
    ['/fa/posts/no-such-post', '۴۰۴ صفحه پیدا نشد | بارسنج'],
    ['/en/no-such-page', '404 Page not found | Barsanj QA'],
  ])('titles %s with the site’s name, as every other page is', (pathname, title) => {
    const head = renderToStaticMarkup(<Head {...at<ComponentProps<typeof Head>>(pathname)} />)
    expect(head).toContain(`<title>${title}</title>`)
  })

  it('sets the path in the heading in pieces that end at a slash, exactly as the 404 function fills them in', () => {
    const pathname = '/fa/posts/no-such-post/'
    window.history.replaceState(null, '', pathname)
    const { container } = renderSite(<NotFoundPage {...at<ComponentProps<typeof NotFoundPage>>(pathname)} />, {
      locale: 'fa',
    })
    const slot = container.querySelector('h1 [data-missing-path]')!
    expect(Array.from(slot.querySelectorAll('bdi[dir="ltr"] > span')).map((piece) => piece.textContent)).toEqual([
      '/',
      'fa/',
      'posts/',
      'no-such-post/',
    ])
    // What the server writes is what the page draws, so hydration keeps it.
    expect(slot.outerHTML).toBe(fillMissingPath(MISSING_PATH_SLOT, pathname))
    expect(container.querySelector('h1')).toHaveTextContent('صفحه پیدا نشد: /fa/posts/no-such-post/')
  })

  it('draws each piece as one box, which breaks inside only when wider than the line', () => {
    const css = readFileSync(path.join(__dirname, '../chrome/error-view.module.css'), 'utf8')
    const rule = css.match(/\.heading \[data-missing-path\] bdi > span \{([^}]*)\}/)?.[1] ?? ''
    expect(rule).toContain('display: inline-block')
    expect(rule).toContain('max-width: 100%')
    expect(rule).toContain('overflow-wrap: anywhere')
  })
})

describe('an account address that is no screen', () => {
  it('shows the same 404: titled with the site’s name, the path in the same pieces', () => {
    const pathname = '/fa/user/no-such-screen/'
    const { container } = renderSite(<AccountNotFound locale="fa" pathname={pathname} />, { locale: 'fa' })
    expect(document.title).toBe('۴۰۴ صفحه پیدا نشد | بارسنج')
    expect(container.querySelector('h1 [data-missing-path]')?.outerHTML).toBe(
      fillMissingPath(MISSING_PATH_SLOT, pathname),
    )
  })
})
