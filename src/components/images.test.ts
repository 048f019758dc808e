import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SITE_SRC, siteSourceFiles } from '../../tests/support/site-sources'

describe('images', () => {
  // The head gatsby-plugin-image needs for these is removed from every page (src/server/image-plugin-head.ts).
  it('are rendered with ResponsiveImage, never GatsbyImage or StaticImage', () => {
    const offenders = siteSourceFiles().filter((file) =>
      /\b(GatsbyImage|StaticImage)\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
    )
    expect(offenders.map((file) => path.relative(SITE_SRC, file))).toEqual([])
  })
})
