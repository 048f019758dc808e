/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { navigate } from 'gatsby'
import { renderSite } from '../../tests/support/render-site'
import { Header } from './header'
import { TYPEAHEAD_RESET_MS } from '../account/header/session-account-area'
import { takeHeldTyping } from '../search/typing-holder'
import type { SiteInfo } from '../cms/types'

/** A link as the build's query gives it: every field present, the unset ones null. */
const link = (label: string, url: string, description: string | null = null) => ({
  label,
  url,
  description,
  icon: null,
  openInNewTab: null,
})

const siteInfo: SiteInfo = {
  name: 'Barsanj QA',
  headline: 'Load testing',
  description: null,
  copyright: null,
  footerColumns: null,
  headerLinks: [
    { ...link('Posts', '/posts'), items: null },
    {
      ...link('Services', '/pages/services/load-and-stress-testing'),
      items: [
        link('Load and stress tests', '/pages/services/load-and-stress-testing', 'Find the breaking point.'),
        link('Quality assessment', '/pages/services/quality-assessment'),
      ],
    },
  ],
}

/** jsdom has no fetch: a minimal answer is enough for the session hook. */
const reply = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response
function answerSession(body: unknown, status = 200) {
  global.fetch = jest.fn(async () => reply(body, status))
}
// Both the desktop bar and the mobile panel are in the DOM; without CSS media queries (jsdom) one
// of them is always display:none, so queries include hidden elements.
const hidden = { hidden: true } as const

const desktopArea = () => document.querySelectorAll('[data-session]')[0]
const sessionKnown = () => waitFor(() => expect(document.querySelector('[data-session="unknown"]')).toBeNull())

describe('Header', () => {
  // Let the session call settle inside act(), so no update lands after a test.
  afterEach(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    jest.restoreAllMocks()
  })

  it('shows the logo to the locale home, the CMS links and the switch to the same page in the other language', async () => {
    answerSession({})
    renderSite(
      <Header
        locale="en"
        siteInfo={siteInfo}
        alternates={{ fa: '/fa/posts/p99/', en: '/en/posts/p99/' }}
        pathname="/en/posts/p99/"
      />,
    )
    expect(screen.getByRole('link', { name: 'Barsanj QA' })).toHaveAttribute('href', '/en/')
    expect(screen.getAllByRole('link', { ...hidden, name: 'Posts' })[0]).toHaveAttribute('href', '/en/posts/')
    const locale = screen.getAllByRole('link', { ...hidden, name: 'Language: فارسی' })[0]
    expect(locale).toHaveAttribute('href', '/fa/posts/p99/')
    expect(locale).toHaveAttribute('hreflang', 'fa')
    await waitFor(() => expect(desktopArea()).toHaveAttribute('data-session', 'anonymous'))
  })

  it.each([
    ['/fa/tags/%D8%AA%D8%B3%D8%AA-%D8%A8%D8%A7%D8%B1/', '/en/tags/'],
    ['/fa/posts/only-in-persian/', '/en/posts/'],
    ['/fa/case-studies/only-in-persian/', '/en/case-studies/'],
    ['/fa/pages/only-in-persian/', '/en/'],
  ])('sends a reader of %s, which has no translation, where it belongs in the other language', async (pathname, to) => {
    answerSession({})
    renderSite(<Header locale="fa" siteInfo={siteInfo} alternates={{ fa: pathname }} pathname={pathname} />, {
      locale: 'fa',
    })
    await sessionKnown()
    expect(screen.getAllByRole('link', { ...hidden, name: 'زبان: English' })[0]).toHaveAttribute('href', to)
  })

  it('stores the language choice in a cookie for 365 days when the switch is used', async () => {
    answerSession({})
    renderSite(<Header locale="fa" siteInfo={siteInfo} pathname="/fa/" />, { locale: 'fa' })
    await sessionKnown()
    fireEvent.click(screen.getAllByRole('link', { ...hidden, name: 'زبان: English' })[0])
    expect(document.cookie).toContain('nf_lang=en')
  })

  it('holds the account area empty until the session is known, then shows the login button', async () => {
    let answer: (value: Response) => void = () => {}
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    expect(desktopArea()).toHaveAttribute('data-session', 'unknown')
    expect(screen.queryByRole('link', { ...hidden, name: 'Log in' })).not.toBeInTheDocument()
    await act(async () => answer(reply({})))
    expect(screen.getAllByRole('link', { ...hidden, name: 'Log in' })[0]).toHaveAttribute('href', '/en/auth/login/')
  })

  it('shows the signup button instead of login on the login page', async () => {
    answerSession({})
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/auth/login/" />)
    await waitFor(() =>
      expect(screen.getAllByRole('link', { ...hidden, name: 'Sign up' })[0]).toHaveAttribute(
        'href',
        '/en/auth/signup/',
      ),
    )
    expect(screen.queryByRole('link', { ...hidden, name: 'Log in' })).not.toBeInTheDocument()
  })

  it.each([
    ['en', 'Log in', 'Sign up'],
    ['fa', 'ورود', 'ثبت‌نام'],
  ] as const)(
    'offers a visitor both log in and sign up, in the wide bar and in the phone’s panel (%s)',
    async (locale, login, signup) => {
      answerSession({})
      renderSite(<Header locale={locale} siteInfo={siteInfo} pathname={`/${locale}/posts/`} />, { locale })
      await sessionKnown()
      const both = (area: HTMLElement) =>
        [login, signup].map((name) =>
          within(area)
            .getByRole('link', { ...hidden, name })
            .getAttribute('href'),
        )
      expect(both(desktopArea() as HTMLElement)).toEqual([`/${locale}/auth/login/`, `/${locale}/auth/signup/`])
      fireEvent.click(
        screen.getAllByRole('button', { ...hidden, name: locale === 'fa' ? 'باز کردن منو' : 'Open menu' })[0],
      )
      const panel = screen.getByTestId('mobile-panel')
      await waitFor(() => expect(panel.querySelector('[data-session="anonymous"]')).not.toBeNull())
      expect(both(panel)).toEqual([`/${locale}/auth/login/`, `/${locale}/auth/signup/`])
    },
  )

  it('offers log in alone on the signup screen', async () => {
    answerSession({})
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/auth/signup/" />)
    await sessionKnown()
    expect(screen.getAllByRole('link', { ...hidden, name: 'Log in' })[0]).toHaveAttribute('href', '/en/auth/login/')
    expect(screen.queryByRole('link', { ...hidden, name: 'Sign up' })).not.toBeInTheDocument()
  })

  it('treats a failed session call as logged out', async () => {
    answerSession({ error: { code: 'cms-unavailable' } }, 503)
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    await waitFor(() => expect(screen.getAllByRole('link', { ...hidden, name: 'Log in' }).length).toBeGreaterThan(0))
  })

  it('shows the user dropdown for a member: avatar, "Logged in as", profile, sign out', async () => {
    answerSession({ user: { email: 'sara@example.com', avatar: { url: 'https://cms.example/a.png' } } })
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    const button = (await screen.findAllByRole('button', { ...hidden, name: 'Account menu' }))[0]
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://cms.example/a.png')
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!
    const items = within(menu).getAllByRole('menuitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual(['Logged in as sara@example.com', 'Profile', 'Sign out'])
    expect(items[0]).toHaveAttribute('aria-disabled', 'true')
    expect(items[1]).toHaveAttribute('href', '/en/user/profile/')
    expect(screen.queryByRole('link', { ...hidden, name: 'Log in' })).not.toBeInTheDocument()
  })

  it('is a keyboard menu: arrows, Home/End, type-ahead reset after 350 ms, Escape back to the button', async () => {
    answerSession({ user: { email: 'sara@example.com', avatar: { url: null } } })
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    const button = (await screen.findAllByRole('button', { ...hidden, name: 'Account menu' }))[0]
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!
    const [line, profile, signOut] = within(menu).getAllByRole('menuitem', { hidden: true })
    jest.useFakeTimers()
    fireEvent.keyDown(button, { key: 'ArrowDown' })
    expect(line).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(profile).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'End' })
    expect(signOut).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(line).toHaveFocus()
    fireEvent.keyDown(menu, { key: 's' })
    expect(signOut).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'p' })
    // "sp" matches nothing: focus stays until the buffer resets.
    expect(signOut).toHaveFocus()
    act(() => jest.advanceTimersByTime(TYPEAHEAD_RESET_MS))
    fireEvent.keyDown(menu, { key: 'p' })
    expect(profile).toHaveFocus()
    fireEvent.keyDown(menu, { key: 'Escape' })
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    fireEvent.keyDown(button, { key: 'ArrowUp' })
    expect(signOut).toHaveFocus()
    jest.useRealTimers()
  })

  it("moves through the services menu's links with the arrow keys on a Persian page, without scrolling it", async () => {
    answerSession({})
    renderSite(<Header locale="fa" siteInfo={siteInfo} pathname="/fa/" />, { locale: 'fa' })
    await sessionKnown()
    const services = screen.getByRole('link', { name: 'Services' })
    act(() => services.focus())
    expect(services).toHaveAttribute('aria-expanded', 'true')
    const menu = document.getElementById(services.getAttribute('aria-controls')!)!
    const [load, quality] = within(menu).getAllByRole('link')
    expect(fireEvent.keyDown(services, { key: 'ArrowDown' })).toBe(false)
    expect(load).toHaveFocus()
    expect(fireEvent.keyDown(load, { key: 'ArrowDown' })).toBe(false)
    expect(quality).toHaveFocus()
    expect(fireEvent.keyDown(quality, { key: 'Home' })).toBe(false)
    expect(load).toHaveFocus()
    fireEvent.keyDown(load, { key: 'Escape' })
    expect(services).toHaveFocus()
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('gives the search key a field at once, in the key press itself, then opens the search page', async () => {
    answerSession({})
    renderSite(<Header locale="fa" siteInfo={siteInfo} pathname="/fa/" />, { locale: 'fa' })
    await sessionKnown()
    jest.mocked(navigate).mockClear()
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false)
    // The next key, however soon, lands in a field whose text the search box takes.
    expect(document.activeElement).toHaveAccessibleName('جست‌وجو در نوشته‌ها، خدمات و صفحه‌ها')
    expect(document.activeElement?.tagName).toBe('INPUT')
    expect(navigate).toHaveBeenCalledWith('/fa/search/')
    ;(document.activeElement as HTMLInputElement).value = 'است'
    expect(takeHeldTyping()?.text).toBe('است')
  })

  it('opens and closes the mobile panel with the menu button, and closes it on route change', async () => {
    answerSession({})
    const { rerender } = renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    await sessionKnown()
    const menu = screen.getByRole('button', { name: 'Open menu' })
    const panel = screen.getByTestId('mobile-panel')
    expect(panel).not.toBeVisible()
    fireEvent.click(menu)
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    expect(menu).toHaveAccessibleName('Close menu')
    expect(panel).toBeVisible()
    fireEvent.click(menu)
    expect(panel).not.toBeVisible()
    fireEvent.click(menu)
    rerender(<Header locale="en" siteInfo={siteInfo} pathname="/en/posts/" />)
    expect(panel).not.toBeVisible()
  })

  it('toggles the colour mode and stores the choice', async () => {
    answerSession({})
    renderSite(<Header locale="en" siteInfo={siteInfo} pathname="/en/" />)
    await sessionKnown()
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }))
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument()
    expect(window.localStorage.getItem('qa-color-mode')).toBe('dark')
    expect(document.documentElement).toHaveClass('color-mode-dark')
    expect(document.documentElement).not.toHaveClass('color-mode-light')
  })
})
