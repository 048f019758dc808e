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
