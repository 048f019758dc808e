import { readSiteEnv } from './env'

describe('site environment', () => {
  it('applies local defaults', () => {
    const env = readSiteEnv({ STRAPI_API_TOKEN: 'x'.repeat(40) })
    expect(env).toEqual({
      CMS_URL: 'http://127.0.0.1:1337',
      SITE_URL: 'http://localhost:8888',
      STRAPI_API_TOKEN: 'x'.repeat(40),
      BROWSER_SOURCE_MAPS: false,
    })
  })

  it('publishes browser source maps only when asked to', () => {
    expect(readSiteEnv({ STRAPI_API_TOKEN: 'x'.repeat(40), BROWSER_SOURCE_MAPS: 'true' }).BROWSER_SOURCE_MAPS).toBe(
      true,
    )
    expect(() => readSiteEnv({ STRAPI_API_TOKEN: 'x'.repeat(40), BROWSER_SOURCE_MAPS: 'yes' })).toThrow(
      /BROWSER_SOURCE_MAPS: BROWSER_SOURCE_MAPS must be true or false/,
    )
  })

  it('names every missing or malformed variable', () => {
    expect(() => readSiteEnv({ CMS_URL: 'localhost:1337' })).toThrow(
      /CMS_URL: CMS_URL must be a full URL[\s\S]*STRAPI_API_TOKEN: STRAPI_API_TOKEN is required/,
    )
  })
})
