/**
 * Shapes of CMS content as the templates query it: Strapi's own shapes (media, blocks) and the
 * queried content types here, every component's shape generated from its JSON
 * (./components.generated.ts, re-exported). The GraphQL side: ./fragments.ts, ./fragments.generated.ts.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { CmsLinkColumn, CmsNavLink } from './components.generated'

export type * from './components.generated'

export type CmsImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  url: string | null
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
} | null

/**
 * The processed image of a CMS image, if it has one. Read here rather than with
 * gatsby-plugin-image's `getImage`: importing any value from that package puts its whole browser
 * runtime (GatsbyImage, StaticImage, their placeholders) into every page's shared chunk.
 */
export const imageDataOf = (image: Pick<NonNullable<CmsImage>, 'localFile'> | null | undefined) =>
  image?.localFile?.childImageSharp?.gatsbyImageData

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

export type SiteInfo = {
  name: string
  headline: string
  description: string | null
  copyright: string | null
  headerLinks: CmsNavLink[] | null
  footerColumns: CmsLinkColumn[] | null
}

/** A CMS image as share images query it (fragment ShareImageFields). */
export type CmsShareImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  localFile: { publicURL: string | null } | null
} | null

/**
 * The Open Graph image of a page: the file Gatsby copied into the site, with its size, described
 * by `alt` in the page's language (the media library's one alternative text serves every locale).
 */
export function shareImageOf(media: CmsShareImage | undefined, alt: string | null | undefined) {
  const url = media?.localFile?.publicURL
  return url ? { url, width: media.width, height: media.height, alt: alt ?? null } : null
}

export type TranslationEdges = { edges: { node: { ns: string; data: string; language: string } }[] }
