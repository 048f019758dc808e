/**
 * SERVER-ONLY (gatsby-node). Images an editor puts inside a post's or page's text (Strapi's
 * "blocks" image nodes) name their file by the CMS's path (`/uploads/…`), which gatsby-source-strapi
 * leaves as it is: served as written, the built site would ask itself for a file only the CMS has.
 * The build downloads each one as it does covers, so gatsby-plugin-sharp makes its sizes and
 * formats and the site serves it from its own files (docs/decisions/0021-images-in-text.md).
 */
import type { Block } from '../cms/types'

/** What a node's `fields.blockImages` holds: the block's position and the id of its File node. */
export type BlockImageField = { index: number; file: string }

/** Each image block's position in the content and the address of its file, made absolute against the CMS. */
export function imageBlockSources(blocks: unknown, cmsUrl: string): { index: number; url: string }[] {
  if (!Array.isArray(blocks)) return []
  return (blocks as Block[]).flatMap((block, index) => {
    if (block?.type !== 'image' || typeof block.image?.url !== 'string' || block.image.url === '') return []
    try {
      const url = new URL(block.image.url, cmsUrl)
      return url.protocol === 'http:' || url.protocol === 'https:' ? [{ index, url: url.toString() }] : []
    } catch {
      return []
    }
  })
}

type Download = (url: string) => Promise<{ id: string }>
type Warn = (message: string) => void

/**
 * Downloads every image of the blocks. One that cannot be had (deleted from the media library,
 * the CMS failing) is left out with a warning naming it, so the rest of the site still builds;
 * the text renders without it rather than with a broken image.
 */
export async function downloadBlockImages(
  blocks: unknown,
  cmsUrl: string,
  download: Download,
  warn: Warn,
  what: string,
): Promise<BlockImageField[]> {
  const found = await Promise.all(
    imageBlockSources(blocks, cmsUrl).map(async ({ index, url }) => {
      try {
        return [{ index, file: (await download(url)).id }]
      } catch (error) {
        warn(
          `the image at ${url} in the text of ${what} could not be downloaded, so the page shows the text without it: ${error instanceof Error ? error.message : String(error)}`,
        )
        return []
      }
    }),
  )
  return found.flat()
}
