/**
 * The image type of a file judged by its first bytes, never by its name or declared type: a script
 * renamed to .png is not an image. Only raster formats every browser shows are accepted
 * (AVATAR_FORMATS); SVG is not (it can carry script).
 */
import type { AVATAR_FORMATS } from '../../cms/src/rules/account'

export type ImageType = {
  mime: (typeof AVATAR_FORMATS)[number]['mime']
  extension: string
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mime: 'image/png', extension: 'png' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { mime: 'image/gif', extension: 'gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', extension: 'webp' }
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return { mime: 'image/avif', extension: 'avif' }
  return null
}

export type ImageSize = { width: number; height: number }

const u16be = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1]
const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8)
const u24le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16)
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) >>> 0) + ((bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3])

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) after walking the segments. */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Markers without a length: TEM and RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) }
    // Start of scan or end of image before any frame header: no size to read.
    if (marker === 0xda || marker === 0xd9) return null
    at += 2 + u16be(bytes, at + 2)
  }
  return null
}

/** GIF: the logical screen, or larger if a frame reaches beyond it (decoders size their canvas to fit). */
function gifSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 13) return null
  let width = u16le(bytes, 6)
  let height = u16le(bytes, 8)
  const skipSubBlocks = (at: number) => {
    while (at < bytes.length && bytes[at] !== 0) at += bytes[at] + 1
    return at + 1
  }
  let at = 13 + (bytes[10] & 0x80 ? 3 * 2 ** ((bytes[10] & 0x07) + 1) : 0)
  while (at < bytes.length) {
    const block = bytes[at]
    if (block === 0x3b) break
    if (block === 0x21) at = skipSubBlocks(at + 2)
    else if (block === 0x2c && at + 10 <= bytes.length) {
      width = Math.max(width, u16le(bytes, at + 1) + u16le(bytes, at + 5))
      height = Math.max(height, u16le(bytes, at + 3) + u16le(bytes, at + 7))
      const packed = bytes[at + 9]
      at = skipSubBlocks(at + 10 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0) + 1)
    } else break
  }
  return { width, height }
}

/** WebP: the canvas of an extended file, or the frame of a simple lossy or lossless one. */
function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }
  if (chunk === 'VP8 ' && bytes.length >= 30)
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  return null
}

/**
 * AVIF: the largest image spatial extent ('ispe') property in the file's first 64 KB, where its
 * metadata lives; the primary image and any grid of tiles each declare one.
 */
function avifSize(bytes: Uint8Array): ImageSize | null {
  let largest: ImageSize | null = null
  const end = Math.min(bytes.length, 64 * 1024) - 16
  for (let at = 4; at < end; at++) {
    if (bytes[at] !== 0x69 || bytes[at + 1] !== 0x73 || bytes[at + 2] !== 0x70 || bytes[at + 3] !== 0x65) continue
    const size = { width: u32be(bytes, at + 8), height: u32be(bytes, at + 12) }
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size
  }
  return largest
}

/**
 * The pixel size an image declares in its headers, read without decoding a single pixel: a file of
 * a few hundred kilobytes can declare 16,000 × 16,000 pixels and take gigabytes to decode. Null
 * when the headers do not say (such a file is refused, not guessed at).
 */
export function imageSizeOf(bytes: Uint8Array, type: ImageType): ImageSize | null {
  let size: ImageSize | null = null
  if (type.mime === 'image/png' && bytes.length >= 24 && String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR')
    size = { width: u32be(bytes, 16), height: u32be(bytes, 20) }
  else if (type.mime === 'image/gif') size = gifSize(bytes)
  else if (type.mime === 'image/jpeg') size = jpegSize(bytes)
  else if (type.mime === 'image/webp') size = webpSize(bytes)
  else if (type.mime === 'image/avif') size = avifSize(bytes)
  return size && size.width > 0 && size.height > 0 ? size : null
}
