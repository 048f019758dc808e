/** @jest-environment jsdom */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../../tests/support/render-site'
import SessionAccountArea from './session-account-area'

const email = 'sara-ahmadi.long-address@example-company.co.uk'

describe("the member menu's e-mail address", () => {
  beforeEach(() => {
    global.fetch = jest.fn(
      async () =>
        ({ ok: true, status: 200, json: async () => ({ user: { email, avatar: { url: null } } }) }) as Response,
    )
  })

  it.each(['fa', 'en'] as const)(
    'is cut, if it must be, by a left-to-right box, so the ellipsis ends it in %s',
    async (locale) => {
      renderSite(<SessionAccountArea locale={locale} pathname={`/${locale}/`} />, { locale })
      fireEvent.click(await screen.findByRole('button'))
      // text-overflow cuts at the end of the box that clips: its own direction decides which side that is.
      const clipping = screen.getByTitle(email)
      expect(clipping).toHaveClass('email')
      expect(clipping).toHaveAttribute('dir', 'ltr')
      expect(clipping).toHaveTextContent(email)
    },
  )

  it('lines up with the words above it in either direction, as the box that clips', () => {
    const css = readFileSync(path.join(__dirname, 'session-account-area.module.css'), 'utf8')
    const rule = css.match(/\n\.email \{([^}]*)\}/)?.[1] ?? ''
    expect(rule).toContain('text-overflow: ellipsis')
    expect(rule).toContain('text-align: match-parent')
  })
})
