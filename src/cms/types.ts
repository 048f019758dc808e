/**
 * Shapes of CMS content as the templates query it: Strapi's own shapes (media, blocks, ./fields.ts)
 * and the queried content types here, every component's shape generated from its JSON
 * (./components.generated.ts); both re-exported. The GraphQL side: ./fragments.ts,
 * ./fragments.generated.ts.
 */
import type { CmsImage, CmsShareImage } from './fields'
import type { CmsLinkColumn, CmsNavLink } from './components.generated'

export type * from './fields'
export type * from './components.generated'

/**
 * The processed image of a CMS image, if it has one. Read here rather than with
 * gatsby-plugin-image's `getImage`: importing any value from that package puts its whole browser
 * runtime (GatsbyImage, StaticImage, their placeholders) into every page's shared chunk.
 */
export const imageDataOf = (image: Pick<NonNullable<CmsImage>, 'localFile'> | null | undefined) =>
  image?.localFile?.childImageSharp?.gatsbyImageData

export type SiteInfo = {
  name: string
  headline: string
  description: string | null
  copyright: string | null
  headerLinks: CmsNavLink[] | null
  footerColumns: CmsLinkColumn[] | null
}

/**
 * The Open Graph image of a page: the file Gatsby copied into the site, with its size, described
 * by `alt` in the page's language (the media library's one alternative text serves every locale).
 */
export function shareImageOf(media: CmsShareImage | undefined, alt: string | null | undefined) {
  const url = media?.localFile?.publicURL
  return url ? { url, width: media.width, height: media.height, alt: alt ?? null } : null
}

export type TranslationEdges = { edges: { node: { ns: string; data: string; language: string } }[] }
