import handler, { config, requestedPath } from './not-found.mjs'
import { ACCOUNT_SECTIONS } from '../src/lib/account-routes'
import { LOCALES } from '../src/lib/i18n'

describe('404 function', () => {
  it('runs for locale paths only after existing files, and never for the account area', () => {
    expect(config.path).toEqual(['/fa/*', '/en/*'])
    expect(config.preferStatic).toBe(true)
    const account = LOCALES.flatMap((locale) => ACCOUNT_SECTIONS.flatMap((section) => [`/${locale}/${section}`, `/${locale}/${section}/*`]))
    expect([...(config.excludedPath as string[])].sort()).toEqual(account.sort())
  })

  it('recovers the requested path from netlify dev retries', () => {
    expect(requestedPath('/en/x/index.htm')).toBe('/en/x')
    expect(requestedPath('/en/x')).toBe('/en/x')
  })

  it('answers 404 with the message and the path even when the prebuilt page cannot be fetched', async () => {
    // 127.0.0.1:9 (discard) refuses connections, so the fetch of /en/404/ fails.
    const response = await handler(new Request('http://127.0.0.1:9/en/%3Cb%3Ex'))
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found<span data-missing-path="">: <bdi dir="ltr">/en/&lt;b&gt;x</bdi></span>')
  })
})
