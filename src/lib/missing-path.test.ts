import { MISSING_PATH_SLOT, displayPath, fillMissingPath } from './missing-path'

describe('404 path slot', () => {
  it('fills every empty slot with the path', () => {
    const html = `<h1>Page not found${MISSING_PATH_SLOT}</h1><h1>صفحه پیدا نشد${MISSING_PATH_SLOT}</h1>`
    expect(fillMissingPath(html, '/en/x')).toBe(
      '<h1>Page not found<span data-missing-path="">: <bdi dir="ltr">/en/x</bdi></span></h1><h1>صفحه پیدا نشد<span data-missing-path="">: <bdi dir="ltr">/en/x</bdi></span></h1>',
    )
  })

  it('escapes markup in the path', () => {
    expect(fillMissingPath(MISSING_PATH_SLOT, '/en/%3Cimg%20src=x%20onerror=%22alert(1)%22%3E')).toBe(
      '<span data-missing-path="">: <bdi dir="ltr">/en/&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</bdi></span>',
    )
  })

  it('shows decoded paths, and raw ones that do not decode', () => {
    expect(displayPath('/fa/%D8%B5%D9%81%D8%AD%D9%87')).toBe('/fa/صفحه')
    expect(displayPath('/en/%E0%A4%A')).toBe('/en/%E0%A4%A')
  })
})
