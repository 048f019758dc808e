import { hasBidiControls, isWellFormed, isWellFormedDeep, stripBidiControls, utf8Length } from './unicode'

const LONE = ['a\ud800', '\udc00b', '\ud800\ud800', 'x\udfff']
const WELL = ['', 'plain', 'سلام', 'ab\u200cc', '😀 and 𝄞', 'e\u0301', '\ufffd']
const BIDI = ['\u202eexe.txt', 'a\u2066b\u2069', 'x\u202ay\u202c', 'name\u202d']

describe('text rules', () => {
  it('tell lone surrogates from real characters, astral ones included', () => {
    for (const text of LONE) expect([text, isWellFormed(text)]).toEqual([text, false])
    for (const text of WELL) expect([text, isWellFormed(text)]).toEqual([text, true])
  })

  it('find a lone surrogate anywhere in a JSON value, keys included, however deep', () => {
    expect(isWellFormedDeep({ a: [1, { b: 'ok' }], c: null, d: true })).toBe(true)
    expect(isWellFormedDeep(JSON.parse('{"a":[1,{"b":"x\\ud800"}]}'))).toBe(false)
    expect(isWellFormedDeep(JSON.parse('{"\\udc00":1}'))).toBe(false)
    let deep: unknown = 'end\ud800'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(isWellFormedDeep(deep)).toBe(false)
  })

  it('drop direction controls but keep the marks and the zero-width non-joiner', () => {
    expect(stripBidiControls('\u202eexe.txt')).toBe('exe.txt')
    expect(stripBidiControls('a\u2066b\u2069')).toBe('ab')
    expect(stripBidiControls('می\u200cخواهم \u200f(1)\u200e')).toBe('می\u200cخواهم \u200f(1)\u200e')
    for (const text of BIDI) expect(hasBidiControls(text)).toBe(true)
    expect(hasBidiControls('می\u200cخواهم\u200f')).toBe(false)
  })

  it('count UTF-8 bytes as bcrypt receives them', () => {
    for (const text of [...WELL, 'a'.repeat(72), 'ب'.repeat(36), '😀'.repeat(18), '中'.repeat(24)])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'))
  })
})
