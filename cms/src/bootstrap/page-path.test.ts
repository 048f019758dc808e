import { normalisePagePath } from './page-path'

describe('page paths', () => {
  it.each([
    ['/About-Us/', 'about-us'],
    ['services//load-testing ', 'services/load-testing'],
    ['', ''],
    [null, ''],
    ['/', ''],
  ])('%p is stored as %p', (input, expected) => {
    expect(normalisePagePath(input)).toBe(expected)
  })
})
