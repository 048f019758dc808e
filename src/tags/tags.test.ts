import { tagLinksOf, tagSlug, tagsOfPosts } from './tags'

describe("a tag's slug", () => {
  it('keeps Persian Persian, a word break as a hyphen', () => {
    expect(tagSlug('تست بار', 'fa')).toBe('تست-بار')
    expect(tagSlug('  تست   استرس ', 'fa')).toBe('تست-استرس')
  })

  it('is one for every way of typing the same Persian word', () => {
    // A non-joiner or a space before the suffix, a direction mark, a vowel sign, a tatweel.
    const ways = ['سنجه‌ها', 'سنجه ها', 'سنجه‌ها\u200f', 'سُنجه‌ها', 'سنجـه‌ها']
    expect(new Set(ways.map((way) => tagSlug(way, 'fa')))).toEqual(new Set(['سنجه‌ها']))
    expect(tagSlug('كارايي', 'fa')).toBe(tagSlug('کارایی', 'fa'))
    expect(tagSlug('تستِ بار', 'fa')).toBe('تست-بار')
  })

  it('writes digits as the language does, and letters in lower case', () => {
    expect(tagSlug('HTTP/2', 'fa')).toBe('http-۲')
    expect(tagSlug('HTTP/۲', 'en')).toBe('http-2')
    expect(tagSlug('Load Testing', 'en')).toBe('load-testing')
    expect(tagSlug('load-testing', 'en')).toBe('load-testing')
  })

  it('never holds what would break an address: slashes, ?, #, % or a dot segment', () => {
    expect(tagSlug('a/b?c#d%e', 'en')).toBe('a-b-c-d-e')
    expect(tagSlug('..', 'en')).toBe('')
    expect(tagSlug('node.js', 'en')).toBe('node.js')
    expect(tagSlug('C++', 'en')).toBe('c++')
    expect(tagSlug('!!!', 'en')).toBe('')
    expect(tagSlug('\u200cتست\u200c', 'fa')).toBe('تست')
  })

  it('is its own slug', () => {
    for (const [name, locale] of [
      ['تست بار', 'fa'],
      ['سنجه ها', 'fa'],
      ['HTTP/2', 'fa'],
      ['Load Testing', 'en'],
      ['C++', 'en'],
    ] as const)
      expect(tagSlug(tagSlug(name, locale), locale)).toBe(tagSlug(name, locale))
  })
})

describe("a language's tags", () => {
  const post = (id: string, ...names: string[]) => ({ id, tags: names.map((name) => ({ name })) })

  it('gathers the posts of each tag newest first, the tag with the most posts first, then by name', () => {
    const tags = tagsOfPosts(
      [post('p3', 'تست بار', 'کارایی'), post('p2', 'کارایی'), post('p1', 'تست استرس', 'تست بار'), post('p0')],
      'fa',
    )
    expect(tags).toEqual([
      { slug: 'تست-بار', name: 'تست بار', postIds: ['p3', 'p1'] },
      { slug: 'کارایی', name: 'کارایی', postIds: ['p3', 'p2'] },
      { slug: 'تست-استرس', name: 'تست استرس', postIds: ['p1'] },
    ])
  })

  it('names a tag as most of its posts spell it, the newest among equals', () => {
    const tags = tagsOfPosts(
      [post('p4', 'Load testing'), post('p3', 'load  testing'), post('p2', 'load testing'), post('p1', 'LOAD TESTING')],
      'en',
    )
    expect(tags).toEqual([{ slug: 'load-testing', name: 'load testing', postIds: ['p4', 'p3', 'p2', 'p1'] }])
    expect(tagsOfPosts([post('p2', 'Ci'), post('p1', 'CI')], 'en')[0].name).toBe('Ci')
  })

  it('counts a post once however many spellings of one tag it has, and leaves out tags without a slug', () => {
    expect(tagsOfPosts([post('p1', 'سنجه ها', 'سنجه‌ها', '…'), { id: 'p0', tags: null }], 'fa')).toEqual([
      { slug: 'سنجه‌ها', name: 'سنجه ها', postIds: ['p1'] },
    ])
  })
})

describe("a post's chips", () => {
  it('keep the names the post gives, each with its page', () => {
    expect(tagLinksOf([{ name: 'تست بار' }, { name: '#' }], 'fa')).toEqual([
      { name: 'تست بار', slug: 'تست-بار' },
      { name: '#', slug: '' },
    ])
    expect(tagLinksOf(null, 'en')).toEqual([])
  })
})
