/** @jest-environment jsdom */
import { act } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { GATSBY_ANNOUNCER_ID, HEADING_WAIT_MS, RouteAnnouncement } from './route-announcement'

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

function page(heading: string | null, title: string) {
  document.title = title
  document.body.querySelector('#gatsby-focus-wrapper')?.remove()
  const wrapper = document.createElement('div')
  wrapper.id = 'gatsby-focus-wrapper'
  if (heading) wrapper.innerHTML = `<h1>${heading}</h1>`
  document.body.append(wrapper)
}

describe("the announcement of a navigation's page", () => {
  it("says nothing for the visit's first page, then names each next one by its heading, in the page's language", async () => {
    page('آزمون بار', 'آزمون بار | برسنج')
    const { container, rerender } = renderSite(<RouteAnnouncement pathname="/fa/" />, { locale: 'fa' })
    await frame()
    const region = container.querySelector('[aria-live="assertive"]')
    expect(region?.textContent).toBe('')
    rerender(<RouteAnnouncement pathname="/fa/posts/load/" />)
    await frame()
    expect(region?.textContent).toBe('رفتید به آزمون بار')
  })

  it('names a page by its heading when its screen comes a moment after the navigation, in Persian', async () => {
    page('خانه', 'خانه | برسنج')
    const { container, rerender } = renderSite(<RouteAnnouncement pathname="/fa/" />, { locale: 'fa' })
    // The account area's screen is loaded on its first use: no heading and no title yet.
    page(null, '')
    rerender(<RouteAnnouncement pathname="/fa/auth/login/" />)
    await frame()
    expect(container.textContent).toBe('')
    await wait(100)
    document.querySelector('#gatsby-focus-wrapper')!.innerHTML = '<h1>ورود</h1>'
    await wait(0)
    expect(container.textContent).toBe('رفتید به ورود')
    await wait(HEADING_WAIT_MS)
    expect(container.textContent).toBe('رفتید به ورود')
  })

  it('names a page without a heading by its title, and one without either by its address', async () => {
    page(null, 'Profile | Barsanj QA')
    const { container, rerender } = renderSite(<RouteAnnouncement pathname="/en/" />, { locale: 'en' })
    rerender(<RouteAnnouncement pathname="/en/user/profile/" />)
    await frame()
    await wait(HEADING_WAIT_MS + 50)
    expect(container.textContent).toBe('Navigated to Profile | Barsanj QA')
    document.title = ''
    rerender(<RouteAnnouncement pathname="/en/user/password/" />)
    await frame()
    await wait(HEADING_WAIT_MS + 50)
    expect(container.textContent).toBe('Navigated to /en/user/password/')
  })
})

describe("Gatsby's own announcer", () => {
  /** Gatsby's announcer as its navigation code renders it, and its write after each navigation. */
  function gatsbyAnnouncer() {
    document.getElementById(GATSBY_ANNOUNCER_ID)?.remove()
    const announcer = document.createElement('div')
    announcer.id = GATSBY_ANNOUNCER_ID
    announcer.setAttribute('aria-live', 'assertive')
    announcer.setAttribute('aria-atomic', 'true')
    document.body.append(announcer)
    return announcer
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  const speaking = () =>
    [...document.querySelectorAll('[aria-live]')]
      .filter((region) => region.textContent?.trim())
      .map((region) => region.textContent)

  it('says nothing on a Persian page: ours is the one live region that speaks, in Persian', async () => {
    page('آزمون بار', 'آزمون بار | برسنج')
    const announcer = gatsbyAnnouncer()
    const { rerender } = renderSite(<RouteAnnouncement pathname="/fa/" />, { locale: 'fa' })
    rerender(<RouteAnnouncement pathname="/fa/posts/load/" />)
    announcer.textContent = 'Navigated to آزمون بار'
    await frame()
    await settle()
    expect(announcer).not.toHaveAttribute('aria-live')
    expect(announcer).toHaveAttribute('aria-hidden', 'true')
    expect(announcer.textContent).toBe('')
    expect(speaking()).toEqual(['رفتید به آزمون بار'])
  })

  it('is muted again when Gatsby mounts a new one', async () => {
    page('Posts', 'Posts | Barsanj QA')
    gatsbyAnnouncer()
    const { rerender } = renderSite(<RouteAnnouncement pathname="/en/" />)
    const second = gatsbyAnnouncer()
    rerender(<RouteAnnouncement pathname="/en/posts/" />)
    second.textContent = 'Navigated to Posts'
    await frame()
    await settle()
    expect(second).not.toHaveAttribute('aria-live')
    expect(speaking()).toEqual(['Navigated to Posts'])
  })
})

describe('each navigation', () => {
  it('is announced once, even to a page named as the one before it (the next page of a list)', async () => {
    page('نوشته‌ها', 'نوشته‌ها | برسنج')
    const { container, rerender } = renderSite(<RouteAnnouncement pathname="/fa/posts/" />, { locale: 'fa' })
    rerender(<RouteAnnouncement pathname="/fa/posts/page/2/" />)
    await frame()
    const region = container.querySelector('[aria-live="assertive"]')!
    const first = region.firstChild
    expect(region.textContent).toBe('رفتید به نوشته‌ها')
    rerender(<RouteAnnouncement pathname="/fa/posts/page/3/" />)
    await frame()
    expect(region.textContent).toBe('رفتید به نوشته‌ها')
    expect(region.childNodes).toHaveLength(1)
    expect(region.firstChild).not.toBe(first)
  })
})
