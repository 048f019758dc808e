/**
 * Shapes of CMS content as the templates query it (see the fragments in src/components and
 * src/cms/content-model.ts for the GraphQL side, made from the CMS's schemas).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { HeadingAnchor } from '../lib/reading'

export type CmsImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  url: string | null
  localFile: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
} | null

export type CmsLink = {
  label: string
  url: string
  description?: string | null
  openInNewTab?: boolean | null
}

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

export type HeroSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_HERO'
  id: string
  eyebrow: string | null
  title: string
  subtitle: string | null
  primaryAction: CmsLink | null
  secondaryAction: CmsLink | null
  image: CmsImage
}
export type ServicesSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_SERVICES'
  id: string
  title: string
  intro: string | null
  services: { kind: string; title: string; summary: string | null; link: CmsLink | null }[] | null
}
export type StatsSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_STATS'
  id: string
  title: string | null
  items: { value: string; label: string }[] | null
}
export type CallToActionSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION'
  id: string
  title: string
  text: string | null
  action: CmsLink | null
}
export type RichTextSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_RICH_TEXT'
  id: string
  body: Block[] | null
  headingAnchors: HeadingAnchor[]
  blockImages: BlockImage[] | null
}

export type ConsultationFormSection = {
  __typename: 'STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM'
  id: string
  title: string
  intro: string | null
}

export type Section =
  HeroSection | ServicesSection | StatsSection | CallToActionSection | RichTextSection | ConsultationFormSection

/** A header link; `items` open in a popover (the requirements' header link calls them children). */
export type NavLink = CmsLink & { items: CmsLink[] | null }
export type LinkColumn = { title: string; links: CmsLink[] | null }

export type SiteInfo = {
  name: string
  headline: string
  description: string | null
  copyright: string | null
  headerLinks: NavLink[] | null
  footerColumns: LinkColumn[] | null
}

/** A CMS image as share images query it (fragment ShareImageFields). */
export type CmsShareImage = {
  alternativeText: string | null
  width: number | null
  height: number | null
  localFile: { publicURL: string | null } | null
} | null

export type Seo = { metaTitle: string | null; metaDescription: string | null; shareImage: CmsShareImage } | null

/**
 * The Open Graph image of a page: the file Gatsby copied into the site, with its size, described
 * by `alt` in the page's language (the media library's one alternative text serves every locale).
 */
export function shareImageOf(media: CmsShareImage | undefined, alt: string | null | undefined) {
  const url = media?.localFile?.publicURL
  return url ? { url, width: media.width, height: media.height, alt: alt ?? null } : null
}

export type TranslationEdges = { edges: { node: { ns: string; data: string; language: string } }[] }
