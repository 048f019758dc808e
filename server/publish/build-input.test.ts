import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { BuildInputError, checkCms, productionBuildEnv } from './build-input'
import { freePort } from '../supervisor'

const TOKEN = 'a'.repeat(64)

describe('productionBuildEnv', () => {
  it('names both variables when the CMS is not configured at all', () => {
    expect(() => productionBuildEnv({})).toThrow(BuildInputError)
    expect(() => productionBuildEnv({})).toThrow(
      /CMS_URL is required: the address of the CMS[\s\S]*STRAPI_API_TOKEN is required/,
    )
  })

  it('refuses a CMS address that is not a full URL', () => {
    expect(() => productionBuildEnv({ CMS_URL: 'localhost:1337', STRAPI_API_TOKEN: TOKEN })).toThrow(
      /CMS_URL must be a full URL/,
    )
  })

  it("takes the site address from Netlify's URL when SITE_URL is left out, and never overrides a set one", () => {
    const netlify = {
      CMS_URL: 'https://cms.example.com',
      STRAPI_API_TOKEN: TOKEN,
      NETLIFY: 'true',
      URL: 'https://www.example.com',
    }
    expect(productionBuildEnv(netlify).SITE_URL).toBe('https://www.example.com')
    expect(productionBuildEnv({ ...netlify, SITE_URL: 'https://qa.example.com' }).SITE_URL).toBe(
      'https://qa.example.com',
    )
    expect(productionBuildEnv({ ...netlify, NETLIFY: undefined }).SITE_URL).toBe('http://localhost:8888')
  })
})

describe('checkCms', () => {
  it('says the CMS does not answer when nothing listens at CMS_URL', async () => {
    const port = await freePort()
    const check = checkCms({ CMS_URL: `http://127.0.0.1:${port}`, STRAPI_API_TOKEN: TOKEN })
    await expect(check).rejects.toThrow(BuildInputError)
    await expect(checkCms({ CMS_URL: `http://127.0.0.1:${port}`, STRAPI_API_TOKEN: TOKEN })).rejects.toThrow(
      `the CMS at http://127.0.0.1:${port} does not answer (ECONNREFUSED)`,
    )
  })

  it('says when CMS_URL points at a server that is not Strapi', async () => {
    // Any other web server at that address (a site, a proxy's error page) answers 404 to /_health.
    const other = http.createServer((_request, response) => response.writeHead(404).end('Not Found'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    try {
      await expect(checkCms({ CMS_URL: url, STRAPI_API_TOKEN: TOKEN })).rejects.toThrow(
        /answered HTTP 404 to Strapi's health check .* is CMS_URL the address of the Strapi server\?/,
      )
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  })
})
