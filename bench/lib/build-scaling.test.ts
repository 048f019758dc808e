import { tempSite } from './temp-site'
import { utimesSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFiles, pagesLinkingTo, roundsAt, worsePair, writtenSince } from './build-scaling'
import { syntheticDocumentId, syntheticPostRows, syntheticPublishDate, syntheticSlug } from './synthetic-posts'

const site = tempSite

describe('which pages a build wrote', () => {
  it('lists every .html file and finds the ones written or added since', () => {
    const dir = site({
      'en/index.html': '<a href="/en/posts/a/">a</a>',
      'en/posts/a/index.html': 'a',
      'en/posts/b/index.html': '<a href="/en/posts/a/">prev</a>',
      'page-data/x.json': '{}',
    })
    const before = htmlFiles(dir)
    expect([...before.keys()].sort()).toEqual(['en/index.html', 'en/posts/a/index.html', 'en/posts/b/index.html'])
    const later = new Date(Date.now() + 60_000)
    utimesSync(path.join(dir, 'en/posts/a/index.html'), later, later)
    writeFileSync(path.join(dir, 'en/posts/c.html'), 'new')
    expect(writtenSince(before, htmlFiles(dir))).toEqual(['en/posts/a/index.html', 'en/posts/c.html'])
  })

  it('finds the pages linking to an address exactly (not a longer one)', () => {
    const dir = site({
      'a.html': '<a href="/en/posts/a/">',
      'b.html': '<a href="/en/posts/a/b/">',
      'c.html': 'no link',
    })
    expect(pagesLinkingTo(dir, ['a.html', 'b.html', 'c.html'], '/en/posts/a/')).toEqual(['a.html'])
  })
})

describe('synthetic posts', () => {
  const rows = syntheticPostRows(3, 5, new Date('2026-01-01T00:00:00Z'))

  it('are documents with an fa and an en version, each stored as a draft row and a published row', () => {
    expect(rows).toHaveLength(2 * 2 * 2)
    const first = rows.filter((row) => row.documentId === syntheticDocumentId(3))
    expect(first.map((row) => [row.locale, row.publishedAt === null])).toEqual([
      ['fa', true],
      ['fa', false],
      ['en', true],
      ['en', false],
    ])
    expect(new Set(first.map((row) => row.slug))).toEqual(new Set([syntheticSlug(3)]))
  })

  it('have 24-character ids, unique slugs and older dates as the index grows', () => {
    expect(syntheticDocumentId(42)).toMatch(/^[a-z0-9]{24}$/)
    expect(syntheticDocumentId(42)).not.toBe(syntheticDocumentId(420))
    expect(syntheticPublishDate(1) < syntheticPublishDate(0)).toBe(true)
    expect(syntheticPublishDate(0)).toBe('2025-12-31')
  })

  it('are written in each language: Persian digits and text in fa, content as blocks', () => {
    const fa = rows.find((row) => row.locale === 'fa')!
    expect(fa.title).toContain('۳')
    expect(fa.content[0]).toMatchObject({ type: 'paragraph' })
    expect(rows.find((row) => row.locale === 'en')!.title).toContain('Bench note 3')
  })
})

describe('the cold build against the bare one', () => {
  it('builds two pairs at the largest size only', () => {
    expect([100, 1000, 5000].map((size) => roundsAt(size, [100, 1000, 5000]))).toEqual([1, 1, 2])
    expect(roundsAt(100, [100])).toBe(2)
  })

  it('keeps the pair with the worse ratio, not the slower build', () => {
    expect(
      worsePair([
        { coldSeconds: 100, bareSeconds: 80 },
        { coldSeconds: 90, bareSeconds: 60 },
      ]),
    ).toEqual({ coldSeconds: 90, bareSeconds: 60, bareRatio: 1.5 })
    expect(worsePair([{ coldSeconds: 50, bareSeconds: 40 }]).bareRatio).toBe(1.25)
    expect(() => worsePair([])).toThrow('no builds')
  })
})
