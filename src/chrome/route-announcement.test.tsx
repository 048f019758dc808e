/** @jest-environment jsdom */
import { act } from '@testing-library/react'
import { renderSite } from '../../tests/support/render-site'
import { RouteAnnouncement } from './route-announcement'

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))

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

  it('names a page without a heading by its title, and one without either by its address', async () => {
    page(null, 'Profile | Barsanj QA')
    const { container, rerender } = renderSite(<RouteAnnouncement pathname="/en/" />, { locale: 'en' })
    rerender(<RouteAnnouncement pathname="/en/user/profile/" />)
    await frame()
    expect(container.textContent).toBe('Navigated to Profile | Barsanj QA')
    document.title = ''
    rerender(<RouteAnnouncement pathname="/en/user/password/" />)
    await frame()
    expect(container.textContent).toBe('Navigated to /en/user/password/')
  })
})
