import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { StaticFiles } from './static-files'

describe('StaticFiles', () => {
  it('serves what Netlify publishes and nothing else: not _headers, _redirects or hidden files', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
    for (const file of [
      'index.html',
      '_headers',
      '_redirects',
      'fa/_redirects',
      '.env',
      '.git/config',
      'fa/.hidden/page.html',
      '__MACOSX/x',
      '.well-known/security.txt',
      'fa/index.html',
    ]) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), file)
    }
    const files = new StaticFiles(root)
    for (const served of ['/index.html', '/', '/fa/', '/.well-known/security.txt'])
      expect({ served, found: Boolean(files.find(served)) }).toEqual({ served, found: true })
    for (const hidden of [
      '/_headers',
      '/_redirects',
      '/fa/_redirects',
      '/.env',
      '/.git/config',
      '/fa/.hidden/page.html',
      '/__MACOSX/x',
    ])
      expect({ hidden, found: files.find(hidden) }).toEqual({ hidden, found: undefined })
    expect(files.size).toBe(3)
    rmSync(root, { recursive: true })
  })

  it('answers small files from memory once read, up to its total, and leaves the rest to be streamed', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
    writeFileSync(path.join(root, 'a.html'), 'a'.repeat(40))
    writeFileSync(path.join(root, 'b.html'), 'b'.repeat(40))
    writeFileSync(path.join(root, 'big.jpg'), 'c'.repeat(101))
    const files = new StaticFiles(root, { fileBytes: 100, totalBytes: 60 })
    const a = files.find('/a.html')!
    expect((await files.contents(a))?.toString()).toBe('a'.repeat(40))
    // Held: the release's file is not read again.
    rmSync(a.file)
    expect((await files.contents(a))?.toString()).toBe('a'.repeat(40))
    expect(await files.contents(files.find('/big.jpg')!)).toBeUndefined()
    // 40 + 40 bytes would pass the total: streamed.
    expect(await files.contents(files.find('/b.html')!)).toBeUndefined()
    rmSync(root, { recursive: true })
  })

  it('holds nothing of a file it could not read, and reads it again next time', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'static-files-'))
    writeFileSync(path.join(root, 'a.html'), 'a'.repeat(40))
    const files = new StaticFiles(root, { fileBytes: 100, totalBytes: 60 })
    const a = files.find('/a.html')!
    rmSync(a.file)
    expect(await files.contents(a)).toBeUndefined()
    writeFileSync(a.file, 'b'.repeat(40))
    // Its bytes were given back to the total: 40 more still fit.
    expect((await files.contents(a))?.toString()).toBe('b'.repeat(40))
    rmSync(root, { recursive: true })
  })
})
