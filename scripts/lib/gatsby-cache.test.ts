import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { prepareGatsbyCache } from './stack'

describe('prepareGatsbyCache', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'qa-gatsby-cache-'))
  const marker = path.join(root, '.cache', 'kept')
  const site = { CMS_URL: 'http://127.0.0.1:1337', DATABASE_FILENAME: '.tmp/data.db' }
  jest.spyOn(console, 'log').mockImplementation(() => undefined)

  it('keeps the cache while the CMS stays the same', () => {
    prepareGatsbyCache(site, root)
    mkdirSync(path.dirname(marker), { recursive: true })
    writeFileSync(marker, 'x')
    prepareGatsbyCache(site, root)
    expect(existsSync(marker)).toBe(true)
  })

  it('clears cache and public when the CMS database changes', () => {
    mkdirSync(path.join(root, 'public'), { recursive: true })
    prepareGatsbyCache({ ...site, DATABASE_FILENAME: '/tmp/other.db' }, root)
    expect(existsSync(marker)).toBe(false)
    expect(existsSync(path.join(root, 'public'))).toBe(false)
  })
})

describe('the CMS stamp', () => {
  it('lives outside .cache, so Gatsby emptying .cache does not force the next build cold', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'qa-gatsby-stamp-'))
    const site = { CMS_URL: 'http://127.0.0.1:1337', DATABASE_FILENAME: '.tmp/data.db' }
    prepareGatsbyCache(site, root)
    mkdirSync(path.join(root, '.cache'), { recursive: true })
    writeFileSync(path.join(root, '.cache', 'state'), 'x')
    prepareGatsbyCache(site, root)
    expect(existsSync(path.join(root, '.cache', 'state'))).toBe(true)
  })
})
