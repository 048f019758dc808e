import { excerptParts } from './pagefind'

describe('excerptParts', () => {
  it('splits an excerpt at its marked words and gives text, never markup', () => {
    expect(excerptParts('why <mark>p99</mark> &lt;b&gt; &amp; <mark>latency</mark>')).toEqual([
      { text: 'why ', match: false },
      { text: 'p99', match: true },
      { text: ' <b> & ', match: false },
      { text: 'latency', match: true },
    ])
  })

  // Excerpts as Pagefind 1.6 writes them (from a real index of these sentences): it marks the
  // text between spaces, punctuation and quotes included.
  it('marks only the word, not the punctuation or quotes around it, in English', () => {
    const parts = excerptParts(
      'another <mark>stress.</mark> <mark>Stress</mark> (again) <mark>&quot;stress&quot;</mark> and <mark>load-testing,</mark> <mark>…</mark>',
    )
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'stress',
      'Stress',
      'stress',
      'load-testing',
    ])
    expect(parts.map((part) => part.text).join('')).toBe('another stress. Stress (again) "stress" and load-testing, …')
    expect(parts.slice(0, 3)).toEqual([
      { text: 'another ', match: false },
      { text: 'stress', match: true },
      { text: '. ', match: false },
    ])
  })

  it('marks only the word, not «», the Persian comma or question mark around it', () => {
    const parts = excerptParts(
      'ما تست <mark>استرس،</mark> سپس <mark>«استرس»</mark> را دیدیم؛ <mark>استرس؟</mark> و بار.',
    )
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['استرس', 'استرس', 'استرس'])
    expect(parts.map((part) => part.text).join('')).toBe('ما تست استرس، سپس «استرس» را دیدیم؛ استرس؟ و بار.')
  })

  it('keeps a Persian excerpt as written', () => {
    expect(excerptParts('<mark>تست</mark> بار')).toEqual([
      { text: 'تست', match: true },
      { text: ' بار', match: false },
    ])
  })
})
