/**
 * SERVER-ONLY (used by functions/preview-page.mts). A document as the CMS's REST API gives it, turned
 * into what the views render from the build's GraphQL data: the same derived fields (date text,
 * reading time, heading anchors), section type names as Gatsby's schema spells them, and images
 * as gatsby-plugin-image data made of the sizes the CMS already stores (a draft's images were
 * never processed by the build).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { PostSummary } from '../components/post-card'
import type { Block, BlockImage, CmsImage, CmsSeo, Section } from '../cms/types'
import { componentNode } from '../cms/content-model'
import { NESTED_FIELDS } from '../cms/components.generated'
import { formatDate } from '../lib/dates'
import type { Locale } from '../lib/i18n'
import { headingAnchors, readingMinutes } from '../lib/reading'
import { tagLinksOf } from '../tags/tags'
import type { HomeContent } from '../views/home-view'
import type { PageContent } from '../views/page-view'
import type { PostContent } from '../views/post-view'
import type { CaseStudyContent } from '../views/case-study-view'

/** An upload as the REST API describes it (only what is read here). */
export type RestMedia = {
  url: string
  alternativeText?: string | null
  width?: number | null
  height?: number | null
  formats?: Record<string, { url: string; width: number; height: number }> | null
} | null

type RestRecord = Record<string, unknown>

/** The widths the build makes of a cover or hero image and of an image in the text (the fragments' gatsbyImageData). */
const FULL_WIDTH = 1200
const CARD_WIDTH = 640
const TEXT_WIDTH = 720

const absolute = (url: string, mediaOrigin: string) => new URL(url, mediaOrigin).toString()

/**
 * Constrained image data at most `maxWidth` wide: the CMS's stored sizes (thumbnail, small,
 * medium, large) and the original as the srcset, the original as the fallback.
 */
export function imageData(
  media: NonNullable<RestMedia>,
  mediaOrigin: string,
  maxWidth: number,
): IGatsbyImageData | null {
  if (!media.width || !media.height) return null
  const width = Math.min(media.width, maxWidth)
  const height = Math.round((media.height * width) / media.width)
  const sizes = [...Object.values(media.formats ?? {}), { url: media.url, width: media.width, height: media.height }]
    .filter((size) => size.width > 0)
    .sort((a, b) => a.width - b.width)
  const srcSet = sizes.map((size) => `${absolute(size.url, mediaOrigin)} ${size.width}w`).join(',\n')
  return {
    layout: 'constrained',
    width,
    height,
    images: {
      fallback: { src: absolute(media.url, mediaOrigin), srcSet, sizes: `(min-width: ${width}px) ${width}px, 100vw` },
      sources: [],
    },
  }
}

export function cmsImage(
  media: RestMedia | undefined,
  mediaOrigin: string,
  maxWidth = FULL_WIDTH,
): (NonNullable<CmsImage> & { localFile: { publicURL: string | null } }) | null {
  if (!media?.url) return null
  const data = imageData(media, mediaOrigin, maxWidth)
  return {
    alternativeText: media.alternativeText ?? null,
    width: media.width ?? null,
    height: media.height ?? null,
    url: absolute(media.url, mediaOrigin),
    localFile: {
      childImageSharp: data ? { gatsbyImageData: data } : null,
      publicURL: absolute(media.url, mediaOrigin),
    },
  }
}

/** The image blocks' pictures as the build's blockImages field gives them, from the sizes the CMS stores. */
export function blockImages(blocks: Block[] | null | undefined, mediaOrigin: string): BlockImage[] {
  return (blocks ?? []).flatMap((block, index) => {
    if (block?.type !== 'image' || !block.image?.url) return []
    const data = imageData(block.image, mediaOrigin, TEXT_WIDTH)
    return data ? [{ index, file: { childImageSharp: { gatsbyImageData: data } } }] : []
  })
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export function postContent(post: RestRecord, locale: Locale, mediaOrigin: string): PostContent {
  const title = String(post.title ?? '')
  const excerpt = text(post.excerpt)
  const content = (post.content as Block[] | null) ?? null
  // A draft may not have a date yet; the preview shows today's, as publishing would need one.
  const publishDate = text(post.publishDate) ?? new Date().toISOString().slice(0, 10)
  return {
    documentId: String(post.documentId),
    title,
    slug: String(post.slug ?? ''),
    excerpt,
    publishDate,
    publishDateText: formatDate(publishDate, locale),
    updatedAt: text(post.updatedAt),
    authorName: text(post.authorName),
    readingMinutes: readingMinutes(content, [title, excerpt].filter(Boolean).join(' ')),
    content,
    headingAnchors: headingAnchors(content),
    blockImages: blockImages(content, mediaOrigin),
    tagLinks: tagLinksOf(Array.isArray(post.tags) ? (post.tags as { name: string }[]) : null, locale),
    cover: cmsImage(post.cover as RestMedia, mediaOrigin),
  }
}

export function postSummary(post: RestRecord, locale: Locale, mediaOrigin: string): PostSummary {
  const full = postContent(post, locale, mediaOrigin)
  const cover = post.cover as RestMedia
  const card = cover?.url ? cmsImage(cover, mediaOrigin, CARD_WIDTH) : null
  return {
    id: full.documentId,
    slug: full.slug,
    title: full.title,
    excerpt: full.excerpt,
    publishDate: full.publishDate,
    publishDateText: full.publishDateText,
    authorName: full.authorName,
    readingMinutes: full.readingMinutes,
    cover: card ? { alternativeText: card.alternativeText, localFile: card.localFile } : null,
  }
}

/**
 * A content type's or component's value as the REST API gives it, in the build's shape, by the
 * fields its schema declares (NESTED_FIELDS, by content type or component name): images as image
 * data, blocks with their anchors and pictures, nested components and sections alike; an empty
 * text is no text, as the build's query gives it.
 */
function shaped(value: RestRecord, name: string, mediaOrigin: string): RestRecord {
  const result: RestRecord = Object.fromEntries(
    Object.entries(value).map(([field, fieldValue]) => [field, fieldValue === '' ? null : fieldValue]),
  )
  for (const [field, nested] of Object.entries(NESTED_FIELDS[name] ?? {})) {
    const raw = value[field]
    const each = (convert: (item: unknown) => unknown) => (Array.isArray(raw) ? raw.map(convert) : null)
    switch (nested.kind) {
      case 'media': {
        const image = (item: unknown) => cmsImage(item as RestMedia, mediaOrigin)
        result[field] = nested.multiple ? each(image) : image(raw)
        break
      }
      case 'blocks': {
        const blocks = (raw as Block[] | null) ?? null
        Object.assign(result, {
          [field]: blocks,
          headingAnchors: headingAnchors(blocks),
          blockImages: blockImages(blocks, mediaOrigin),
        })
        break
      }
      case 'component': {
        const inner = (item: unknown) =>
          item && typeof item === 'object' ? shaped(item as RestRecord, nested.component, mediaOrigin) : null
        result[field] = nested.repeatable ? each(inner) : inner(raw)
        break
      }
      case 'dynamiczone':
        result[field] = sections(raw, mediaOrigin)
    }
  }
  return result
}

export function sections(zone: unknown, mediaOrigin: string): Section[] | null {
  if (!Array.isArray(zone)) return null
  return (zone as RestRecord[]).map((section, index) => {
    const name = String(section.__component ?? '')
    const __typename = componentNode(name)
    return {
      ...shaped(section, name, mediaOrigin),
      __typename,
      id: `${__typename}-${String(section.id ?? index)}`,
    } as unknown as Section
  })
}

export function pageContent(page: RestRecord, mediaOrigin: string): PageContent {
  const { content, seo } = shaped(page, 'page', mediaOrigin)
  return {
    title: String(page.title ?? ''),
    path: text(page.path),
    content: content as Section[] | null,
    seo: (seo ?? null) as CmsSeo | null,
  }
}

export function homeContent(home: RestRecord, mediaOrigin: string): HomeContent {
  const { sections: zone, seo } = shaped(home, 'home', mediaOrigin)
  return {
    title: String(home.title ?? ''),
    seo: (seo ?? null) as CmsSeo | null,
    sections: zone as Section[] | null,
  }
}

export function caseStudyContent(study: RestRecord, mediaOrigin: string): CaseStudyContent {
  const { approach, headingAnchors, blockImages, service, results, quote, cover } = shaped(
    study,
    'case-study',
    mediaOrigin,
  )
  return {
    title: String(study.title ?? ''),
    client: text(study.client),
    sector: String(study.sector ?? ''),
    summary: text(study.summary),
    challenge: text(study.challenge),
    approach: (approach ?? null) as CaseStudyContent['approach'],
    headingAnchors: (headingAnchors ?? []) as CaseStudyContent['headingAnchors'],
    blockImages: (blockImages ?? null) as CaseStudyContent['blockImages'],
    service: (service ?? null) as CaseStudyContent['service'],
    results: (results ?? null) as CaseStudyContent['results'],
    quote: (quote ?? null) as CaseStudyContent['quote'],
    cover: (cover ?? null) as CaseStudyContent['cover'],
  }
}
