import { imageTypeOf } from './image-type'

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('imageTypeOf', () => {
  it('knows raster images by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg')
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe('image/png')
    expect(imageTypeOf(bytes('GIF89a'))?.mime).toBe('image/gif')
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp')
    expect(imageTypeOf(bytes([0, 0, 0, 28], 'ftypavif'))?.mime).toBe('image/avif')
  })

  it('refuses everything else, whatever it claims to be', () => {
    for (const other of [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('<script>'), bytes('%PDF-1.7'), bytes('RIFF', [0, 0, 0, 0], 'WAVE'), bytes([0xff, 0xd8]), new Uint8Array()]) {
      expect(imageTypeOf(other)).toBeNull()
    }
  })
})
