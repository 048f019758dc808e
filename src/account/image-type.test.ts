import { jpegClaiming, pngBomb } from '../../tests/support/hostile-images'
import { imageSizeOf, imageTypeOf } from './image-type'
import { AVATAR_FORMATS } from '../../cms/src/rules/account'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)))

describe('imageTypeOf', () => {
  it('knows raster images by their first bytes', () => {
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))?.mime).toBe('image/jpeg')
    expect(imageTypeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.mime).toBe('image/png')
    expect(imageTypeOf(bytes('GIF89a'))?.mime).toBe('image/gif')
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp')
    expect(imageTypeOf(bytes([0, 0, 0, 28], 'ftypavif'))?.mime).toBe('image/avif')
  })

  it('knows exactly the formats members are told an avatar may be', () => {
    const known = [
      bytes([0xff, 0xd8, 0xff, 0xe0]),
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
      bytes('GIF89a'),
      bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '),
      bytes([0, 0, 0, 28], 'ftypavif'),
    ].map((sample) => imageTypeOf(sample)?.mime)
    expect(known.sort()).toEqual(AVATAR_FORMATS.map((format) => format.mime).sort())
  })

  it('refuses everything else, whatever it claims to be', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<script>'),
      bytes('%PDF-1.7'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVE'),
      bytes([0xff, 0xd8]),
      new Uint8Array(),
    ]) {
      expect(imageTypeOf(other)).toBeNull()
    }
  })
})

describe('imageSizeOf', () => {
  const sharp = require('sharp') as typeof import('sharp')
  const sized = (width: number, height: number, alpha = false) =>
    sharp({
      create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 20, b: 20, alpha: alpha ? 0.5 : 1 } },
    })

  const sizeOf = (bytes: Buffer) => {
    const view = new Uint8Array(bytes)
    const type = imageTypeOf(view)
    return type && imageSizeOf(view, type)
  }

  it('reads the size from the headers of every accepted format', async () => {
    const cases: [string, Buffer][] = [
      ['jpeg', await sized(37, 23).jpeg().toBuffer()],
      [
        'progressive jpeg with exif',
        await sized(37, 23)
          .jpeg({ progressive: true })
          .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(3000) } } })
          .toBuffer(),
      ],
      ['png', await sized(37, 23).png().toBuffer()],
      ['gif', await sized(37, 23).gif().toBuffer()],
      ['webp lossy', await sized(37, 23).webp().toBuffer()],
      ['webp lossless', await sized(37, 23).webp({ lossless: true }).toBuffer()],
      ['webp with alpha', await sized(37, 23, true).webp().toBuffer()],
      ['avif', await sized(37, 23).avif().toBuffer()],
    ]
    for (const [name, bytes] of cases) expect([name, sizeOf(bytes)]).toEqual([name, { width: 37, height: 23 }])
  })

  it('reads what a decompression bomb declares without decoding it', () => {
    const bomb = pngBomb(16000, 16000)
    expect(bomb.length).toBeLessThan(64 * 1024)
    expect(sizeOf(bomb)).toEqual({ width: 16000, height: 16000 })
    expect(sizeOf(jpegClaiming(20000, 300))).toEqual({ width: 20000, height: 300 })
  })

  it('counts a GIF frame that reaches beyond the logical screen', () => {
    const gif = new Uint8Array([
      ...bytes('GIF89a', [10, 0, 10, 0, 0, 0, 0]),
      0x2c,
      0,
      0,
      0,
      0,
      0x40,
      0x1f,
      5,
      0,
      0,
      2,
      2,
      0x44,
      0x01,
      0,
      0x3b,
    ])
    expect(imageSizeOf(gif, { mime: 'image/gif', extension: 'gif' })).toEqual({ width: 8000, height: 10 })
  })

  it('gives no size for headers that do not state one, so the file is refused', () => {
    expect(imageSizeOf(bytes([0xff, 0xd8, 0xff, 0xda, 0, 2]), { mime: 'image/jpeg', extension: 'jpg' })).toBeNull()
    expect(
      imageSizeOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 0, 0, 0, 0, 5]), {
        mime: 'image/png',
        extension: 'png',
      }),
    ).toBeNull()
    expect(imageSizeOf(bytes([0, 0, 0, 28], 'ftypavif'), { mime: 'image/avif', extension: 'avif' })).toBeNull()
  })
})
