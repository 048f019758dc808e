import handler, { config, requestedPath } from './not-found.mjs'

describe('404 function', () => {
  it('runs for locale paths only after existing files', () => {
    expect(config).toEqual({ path: ['/fa/*', '/en/*'], preferStatic: true })
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
