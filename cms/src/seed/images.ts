/**
 * Draws the seed's cover images (abstract load-test charts in the brand's reds) as SVG and
 * renders them to JPEG with sharp, so the repository ships code instead of binary files.
 */
import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { PostArt } from './content'

export const COVER_WIDTH = 1200
export const COVER_HEIGHT = 630

/** A small deterministic generator, so a given slug always draws the same picture. */
function random(seedText: string) {
  let seed = 0
  for (const char of seedText) seed = (seed * 31 + char.charCodeAt(0)) >>> 0
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 0xffffffff
  }
}

export function coverSvg(key: string, art: PostArt): string {
  const next = random(key)
  const w = COVER_WIDTH
  const h = COVER_HEIGHT
  const base = `hsl(${art.hue}, 72%, 42%)`
  const dark = `hsl(${(art.hue + 350) % 360}, 60%, 16%)`
  const light = `hsl(${(art.hue + 10) % 360}, 85%, 70%)`
  const shapes: string[] = []
  if (art.shape === 'bars') {
    const count = 18
    for (let i = 0; i < count; i++) {
      const barHeight = 80 + next() * (h - 200)
      const x = 60 + i * ((w - 120) / count)
      shapes.push(
        `<rect x="${x.toFixed(1)}" y="${(h - 60 - barHeight).toFixed(1)}" width="${((w - 120) / count - 14).toFixed(1)}" height="${barHeight.toFixed(1)}" rx="6" fill="${light}" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`,
      )
    }
  } else if (art.shape === 'wave') {
    for (let line = 0; line < 5; line++) {
      let d = `M 0 ${h / 2 + line * 40}`
      for (let x = 0; x <= w; x += 40) {
        const y =
          h / 2 + line * 40 - Math.sin((x / w) * Math.PI * (2 + line) + next()) * (60 + line * 25) - (x / w) * 120
        d += ` L ${x} ${y.toFixed(1)}`
      }
      shapes.push(
        `<path d="${d}" stroke="${light}" stroke-width="${6 - line}" fill="none" opacity="${(0.9 - line * 0.15).toFixed(2)}"/>`,
      )
    }
  } else if (art.shape === 'rings') {
    const cx = w * (0.55 + next() * 0.2)
    const cy = h * (0.4 + next() * 0.2)
    for (let r = 40; r < 700; r += 48) {
      shapes.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" stroke="${light}" stroke-width="${(2 + next() * 6).toFixed(1)}" fill="none" opacity="${(0.2 + next() * 0.6).toFixed(2)}"/>`,
      )
    }
  } else {
    for (let x = 40; x < w; x += 60) {
      for (let y = 40; y < h; y += 60) {
        const size = 6 + next() * 26
        shapes.push(
          `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" rx="4" fill="${light}" opacity="${(0.15 + next() * 0.7).toFixed(2)}"/>`,
        )
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${shapes.join('\n  ')}
</svg>`
}

export type GeneratedImage = { filepath: string; originalFilename: string; mimetype: string; size: number }

let workDir: string | undefined

export async function renderCover(key: string, art: PostArt): Promise<GeneratedImage> {
  workDir ??= await mkdtemp(path.join(os.tmpdir(), 'qa-site-seed-'))
  const buffer = await sharp(Buffer.from(coverSvg(key, art)))
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer()
  const filepath = path.join(workDir, `${key}.jpg`)
  await writeFile(filepath, buffer)
  return { filepath, originalFilename: `${key}.jpg`, mimetype: 'image/jpeg', size: buffer.length }
}
