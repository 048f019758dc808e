import { searchCorpus } from './search-corpus'
import { searchRows, type QueryRun } from './search-engines'

const words = (texts: string[]) => new Set(texts.join(' ').split(/[\s،,.:؛«»—]+/))

describe('the search bench corpus', () => {
  it('is the same every run and different between posts', () => {
    expect(searchCorpus(20, 'fa')).toEqual(searchCorpus(20, 'fa'))
    const posts = searchCorpus(20, 'en')
    expect(new Set(posts.map((post) => post.content)).size).toBe(20)
    expect(new Set(posts.map((post) => post.url)).size).toBe(20)
  })

  // Heaps' law: a text ten times as long holds about √10 times the distinct words.
  it.each(['fa', 'en'] as const)('grows its vocabulary with the blog (%s), as a real blog does', (locale) => {
    const small = words(searchCorpus(100, locale).map((post) => post.content)).size
    const large = words(searchCorpus(1000, locale).map((post) => post.content)).size
    expect(large).toBeGreaterThan(small * 2.5)
  })

  it('writes the figures of Persian posts in Persian digits', () => {
    const [post] = searchCorpus(1, 'fa')
    expect(post.content.split('\n')[0]).toMatch(/[۰-۹]+ کاربر/)
    expect(post.content.split('\n')[0]).not.toMatch(/[0-9]/)
  })
})

describe('searchRows', () => {
  const run = (engine: QueryRun['engine'], first: boolean, ms: number, bytes: number, titles = ['a']): QueryRun => ({
    engine,
    locale: 'fa',
    query: `q${ms}`,
    first,
    ms,
    bytes,
    titles,
  })

  it('keeps the first query of a visit apart from the later ones, and names queries that found nothing', () => {
    const [row] = searchRows(
      100,
      [{ engine: 'pagefind', seconds: 1, bytes: 10, files: 2 }],
      [
        run('pagefind', true, 300, 1000),
        run('pagefind', true, 500, 3000),
        run('pagefind', false, 10, 5),
        run('pagefind', false, 20, 7, []),
        run('minisearch', false, 1, 0),
      ],
    )
    expect(row).toMatchObject({
      firstMs: [300, 300, 500],
      firstBytes: 1000,
      laterP50Ms: 10,
      laterP95Ms: 20,
      laterBytesP50: 5,
      empty: ['fa: q20'],
    })
  })
})
