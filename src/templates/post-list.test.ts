import { inListOrder, type PostSummary } from '../components/post-card'

const post = (id: string) => ({ id, title: `Post ${id}` }) as unknown as PostSummary

describe('post list order', () => {
  it('lists the queried posts in the order gatsby-node gave their ids, not the query’s', () => {
    expect(inListOrder([post('b'), post('c'), post('a')], ['a', 'b', 'c']).map((p) => p.id)).toEqual(['a', 'b', 'c'])
  })

  it('leaves out an id the query did not return', () => {
    expect(inListOrder([post('a')], ['gone', 'a']).map((p) => p.id)).toEqual(['a'])
  })
})
