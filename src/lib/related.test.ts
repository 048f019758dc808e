import { relatedPostIds } from './related'

const post = (id: string, ...tags: string[]) => ({ id, tags })

describe('relatedPostIds', () => {
  it('picks the posts sharing the most tags, newer first among equals, never itself or its neighbours', () => {
    // Newest first.
    const posts = [
      post('a', 'load'),
      post('b', 'load', 'stress'),
      post('c', 'load', 'stress'),
      post('d', 'stress'),
      post('e'),
      post('f', 'load', 'stress', 'soak'),
      post('g', 'soak'),
    ]
    const related = relatedPostIds(posts)
    // c: its neighbours b and d left out; f shares two tags, a one; then the nearest, e.
    expect(related[2]).toEqual(['f', 'a', 'e'])
    // f: b and c share two tags (b is newer), a and d one (a is newer); g, its neighbour, is left out.
    expect(related[5]).toEqual(['b', 'c', 'a'])
  })

  it('fills with the posts nearest in time when too few share a tag, the newer of two as near first', () => {
    const posts = [post('a'), post('b'), post('c'), post('d', 'x'), post('e'), post('f', 'x'), post('g')]
    expect(relatedPostIds(posts)[5]).toEqual(['d', 'c', 'b'])
    expect(relatedPostIds(posts)[0]).toEqual(['c', 'd', 'e'])
    expect(relatedPostIds(posts)[3]).toEqual(['f', 'b', 'a'])
  })

  it('gives what there is on a small blog', () => {
    expect(relatedPostIds([post('a'), post('b'), post('c')])).toEqual([['c'], [], ['a']])
    expect(relatedPostIds([post('a')])).toEqual([[]])
  })

  it('compares tags as folded', () => {
    const posts = [post('a', 'Load'), post('b'), post('c'), post('d', 'load ')]
    expect(relatedPostIds(posts, (name) => name.trim().toLowerCase())[0][0]).toBe('d')
  })
})
