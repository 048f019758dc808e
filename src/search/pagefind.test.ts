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

  it('keeps a Persian excerpt as written', () => {
    expect(excerptParts('<mark>تست</mark> بار')).toEqual([
      { text: 'تست', match: true },
      { text: ' بار', match: false },
    ])
  })
})
