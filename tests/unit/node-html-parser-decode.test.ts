/**
 * The patch in patches/node-html-parser+5.4.2.patch: Gatsby turns each page's <Head> into HTML and
 * parses it back with node-html-parser, which ran every attribute value through he.decode and a
 * JSON round trip. Values without "&" now skip both; values with a character reference are
 * decoded as before.
 */
import he from 'he'
import { parse } from 'node-html-parser'

const decodeSpy = jest.spyOn(he, 'decode')

afterEach(() => decodeSpy.mockClear())

test('attribute values without a character reference are not decoded', () => {
  const meta = parse('<meta property="og:title" content="Load testing, step by step">').querySelector('meta')
  expect(meta?.attributes).toEqual({ property: 'og:title', content: 'Load testing, step by step' })
  expect(decodeSpy).not.toHaveBeenCalled()
})

test('character references in attribute values are still decoded', () => {
  const meta = parse(
    '<meta name="description" content="Q&amp;A &#x2014; &quot;fast&quot; &lt;pages&gt;">',
  ).querySelector('meta')
  expect(meta?.attributes.content).toBe('Q&A — "fast" <pages>')
  expect(decodeSpy).toHaveBeenCalled()
})

test('Persian values pass through unchanged', () => {
  const link = parse(
    '<link rel="alternate" hreflang="fa" title="آزمون بار" href="https://example.test/fa/">',
  ).querySelector('link')
  expect(link?.attributes.title).toBe('آزمون بار')
  expect(link?.attributes.href).toBe('https://example.test/fa/')
})
