import { MISSING_PATH_SLOT, displayPath, fillMissingPath, pathPieces } from './missing-path'

describe('404 path slot', () => {
  it('fills every empty slot with the path', () => {
    const html = `<h1>Page not found${MISSING_PATH_SLOT}</h1><h1>صفحه پیدا نشد${MISSING_PATH_SLOT}</h1>`
    const filled =
      '<span data-missing-path="">: <bdi dir="ltr"><span>/</span><span>en/</span><span>x</span></bdi></span>'
    expect(fillMissingPath(html, '/en/x')).toBe(`<h1>Page not found${filled}</h1><h1>صفحه پیدا نشد${filled}</h1>`)
  })

  it('escapes markup in the path', () => {
    expect(fillMissingPath(MISSING_PATH_SLOT, '/en/%3Cimg%20src=x%20onerror=%22alert(1)%22%3E')).toBe(
      '<span data-missing-path="">: <bdi dir="ltr"><span>/</span><span>en/</span><span>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</span></bdi></span>',
    )
  })

  it('cuts the path after each slash, the pieces making the whole path', () => {
    expect(pathPieces('/fa/posts/no-such-post/')).toEqual(['/', 'fa/', 'posts/', 'no-such-post/'])
    expect(pathPieces('/fa/posts/no-such-post')).toEqual(['/', 'fa/', 'posts/', 'no-such-post'])
    expect(pathPieces('/no-such-thing')).toEqual(['/', 'no-such-thing'])
    expect(pathPieces('//a')).toEqual(['/', '/', 'a'])
    expect(pathPieces('/')).toEqual(['/'])
  })

  it('shows decoded paths, and raw ones that do not decode', () => {
    expect(displayPath('/fa/%D8%B5%D9%81%D8%AD%D9%87')).toBe('/fa/صفحه')
    expect(displayPath('/en/%E0%A4%A')).toBe('/en/%E0%A4%A')
  })
})
