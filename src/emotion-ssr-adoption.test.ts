/** @jest-environment jsdom */
/**
 * gatsby-ssr puts the page's styles in <head> as <style data-emotion="css …" data-s>; the browser's
 * emotion cache must adopt them where they are (patches/@emotion+sheet): moving a style element
 * makes the browser re-parse it and restyle and re-lay out the whole page.
 */
import createCache from '@emotion/cache'

function serverStyle(names: string, css: string) {
  const style = document.createElement('style')
  style.setAttribute('data-emotion', names)
  style.setAttribute('data-s', '')
  style.textContent = css
  document.head.appendChild(style)
  return style
}

afterEach(() => {
  document.head.innerHTML = ''
  jest.restoreAllMocks()
})

it('adopts the server-rendered style elements without moving them, and adds new styles after them', () => {
  const global = serverStyle('css-global g1', 'body{margin:0}')
  const page = serverStyle('css abc def', '.css-abc{color:red}.css-def{color:blue}')
  const after = document.createElement('meta')
  document.head.appendChild(after)
  const appended = jest.spyOn(Node.prototype, 'appendChild')
  const inserted = jest.spyOn(Node.prototype, 'insertBefore')

  const cache = createCache({ key: 'css' })
  expect(appended).not.toHaveBeenCalled()
  expect(inserted).not.toHaveBeenCalled()
  expect([...document.head.children]).toEqual([global, page, after])
  expect(cache.inserted).toMatchObject({ abc: true, def: true })

  // A style the server did not render goes into a new element right after the adopted ones.
  cache.insert('.css-xyz', { name: 'xyz', styles: 'color:green;', next: undefined }, cache.sheet, true)
  const added = document.head.children[2]
  expect(added.tagName).toBe('STYLE')
  expect(added).not.toBe(page)
  expect(document.head.children[3]).toBe(after)
})
