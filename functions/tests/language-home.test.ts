import handler, { config } from '../language-home.mjs'

const home = async (headers: Record<string, string>) => {
  const response = await handler(new Request('http://localhost:8888/', { headers }))
  expect(response.status).toBe(302)
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('vary')).toBe('Cookie, Accept-Language')
  return response.headers.get('location')
}

describe('/ to the reader’s language', () => {
  it('owns / only', () => {
    expect(config.path).toBe('/')
  })

  it('follows the language switch’s cookie first', async () => {
    expect(await home({ cookie: 'nf_lang=en', 'accept-language': 'fa' })).toBe('/en/')
    expect(await home({ cookie: 'a=1; nf_lang=fa', 'accept-language': 'en' })).toBe('/fa/')
  })

  it('then the browser’s languages by preference, q-values included', async () => {
    expect(await home({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('/en/')
    expect(await home({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).toBe('/en/')
    expect(await home({ 'accept-language': 'en;q=0.2, fa-IR;q=0.9' })).toBe('/fa/')
    expect(await home({ 'accept-language': 'en;q=0, de' })).toBe('/fa/')
  })

  it('else Persian: no header, no offered language, a cookie or header that means nothing', async () => {
    expect(await home({})).toBe('/fa/')
    expect(await home({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('/fa/')
    expect(await home({ cookie: 'nf_lang=xx', 'accept-language': ';q=garbage,,;;q=-1,xx-YYYY'.repeat(60) })).toBe(
      '/fa/',
    )
  })
})
