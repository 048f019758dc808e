import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const SRC = path.join(__dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

describe('images', () => {
  // The head gatsby-plugin-image needs for these is removed from every page (src/server/image-plugin-head.ts).
  it('are rendered with ResponsiveImage, never GatsbyImage or StaticImage', () => {
    const offenders = sourceFiles(SRC).filter((file) =>
      /\b(GatsbyImage|StaticImage)\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
    )
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([])
  })
})
