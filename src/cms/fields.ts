/**
 * Strapi's own shapes of a field (media, blocks) and what the build computes from one (a block
 * image's sizes, a heading's anchor): what the generated component types
 * (./components.generated.ts) are made of. They import nothing of the site's.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export type CmsImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  url: string | null
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
} | null

/** Strapi 5 "blocks" editor content. */
export type InlineNode =
  | {
      type: 'text'
      text: string
      bold?: boolean
      italic?: boolean
      underline?: boolean
      strikethrough?: boolean
      code?: boolean
    }
  | { type: 'link'; url: string; children: InlineNode[] }

export type Block =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: InlineNode[] }
  | { type: 'quote'; children: InlineNode[] }
  | { type: 'code'; children: InlineNode[]; language?: string }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: (ListItem | Extract<Block, { type: 'list' }>)[] }
  | {
      type: 'image'
      image: {
        url: string
        alternativeText?: string | null
        caption?: string | null
        width?: number
        height?: number
        formats?: Record<string, { url: string; width: number; height: number }> | null
      }
    }

/**
 * An image block's picture as the build made it (src/server/block-images.ts): the block's position
 * in the content and the sizes gatsby-plugin-sharp made of the downloaded file.
 */
export type BlockImage = {
  index: number
  file: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
}

export type ListItem = { type: 'list-item'; children: InlineNode[] }

/** A CMS image as share images query it (fragment ShareImageFields). */
export type CmsShareImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  localFile: { publicURL: string | null } | null
} | null

/** A heading block's anchor: the block's index in the content, its fragment id, text and rendered level. */
export type HeadingAnchor = { index: number; id: string; text: string; level: number }
