/**
 * A post as readers see it: what the post template renders from its page query and the preview
 * renders from a draft (docs/decisions/0020-draft-preview.md).
 */
import type { ReactNode } from 'react'
import { Link } from 'gatsby'
import { interpolateElements, useTranslation } from '../lib/translations'
import { Blocks } from '../components/blocks'
import * as styles from './post.module.css'
import { localeNumber } from '../lib/numbers'
import { BackArrowIcon, ForwardArrowIcon } from '../chrome/icons'
import { Article } from './article'
import { ShareLinks } from '../share/share-links'
import { postListPath, postPath, tagPath, type Locale } from '../lib/i18n'
import { tableOfContents, type HeadingAnchor } from '../lib/reading'
import type { Block, BlockImage, CmsImage, CmsShareImage } from '../cms/types'
import type { TagLink } from '../tags/tags'

export type Neighbour = { slug: string; title: string } | null

/** A post under "Related reading": what its entry shows. */
export type RelatedPost = Pick<PostContent, 'slug' | 'title' | 'excerpt' | 'publishDate' | 'publishDateText'>

export type PostContent = {
  documentId: string
  title: string
  slug: string
  excerpt: string | null
  publishDate: string
  publishDateText: string
  updatedAt: string | null
  authorName: string | null
  readingMinutes: number
  content: Block[] | null
  headingAnchors: HeadingAnchor[]
  blockImages: BlockImage[] | null
  /** Its tags, each with its page's slug (src/tags/tags.ts; '' for a tag that has no page). */
  tagLinks: TagLink[]
  cover: (NonNullable<CmsImage> & NonNullable<CmsShareImage>) | null
}

type Props = {
  post: PostContent
  locale: Locale
  previous?: Neighbour
  next?: Neighbour
  /** Up to three posts to read next (src/lib/related.ts); a preview has none. */
  related?: RelatedPost[]
  /** What follows the post (the published post's comments; a preview has none). */
  children?: ReactNode
  /** The post's address, for its share links (the published post's page; a draft's preview has none). */
  sharePath?: string
}

export function PostView({ post, locale, previous = null, next = null, related = [], children, sharePath }: Props) {
  const { t } = useTranslation()
  const toc = tableOfContents(post.headingAnchors)
  return (
    <Article
      back={{ to: postListPath(locale, 1), label: t('post.backToPosts') }}
      title={post.title}
      byline={
        <>
          <time dateTime={post.publishDate}>{post.publishDateText}</time>
          {t('layout.separator')}
          {t('post.readingTime', { minutes: localeNumber(post.readingMinutes, locale) })}
          {/* A name may be written in either script: isolated, it keeps its own direction inside the sentence. */}
          {post.authorName && (
            <>
              {t('layout.separator')}
              {interpolateElements(t('post.by'), { name: <bdi>{post.authorName}</bdi> })}
            </>
          )}
        </>
      }
      cover={post.cover}
      lead={post.excerpt}
    >
      {toc.length > 0 && (
        <nav aria-labelledby="toc-title" className={styles.toc}>
          <h2 id="toc-title" className={styles.tocTitle}>
            {t('post.toc')}
          </h2>
          <ol className={styles.tocList}>
            {toc.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
                <a href={`#${encodeURIComponent(entry.id)}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <Blocks content={post.content} anchors={post.headingAnchors} images={post.blockImages} />
      {post.tagLinks.length > 0 && (
        <ul aria-label={t('post.tags')} className={styles.tags}>
          {post.tagLinks.map((tag) => (
            <li key={tag.name}>
              {tag.slug ? (
                <Link to={tagPath(locale, tag.slug)} className={styles.tag}>
                  {tag.name}
                </Link>
              ) : (
                <span className={styles.tag}>{tag.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {sharePath && <ShareLinks locale={locale} title={post.title} path={sharePath} />}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.related} data-pagefind-ignore>
          <h2 id="related-title" className={styles.relatedTitle}>
            {t('post.related')}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((other) => (
              <li key={other.slug} className={styles.relatedPost}>
                <h3 className={styles.relatedPostTitle}>
                  <Link to={postPath(locale, other.slug)}>{other.title}</Link>
                </h3>
                <time dateTime={other.publishDate} className={styles.relatedDate}>
                  {other.publishDateText}
                </time>
                {other.excerpt && <p className={styles.relatedExcerpt}>{other.excerpt}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label={t('post.navigation')} className={styles.neighbours}>
          {previous ? (
            <NeighbourLink locale={locale} post={previous} label={t('post.previous')} rel="prev" />
          ) : (
            <span />
          )}
          {next ? <NeighbourLink locale={locale} post={next} label={t('post.next')} rel="next" /> : <span />}
        </nav>
      )}
      {children}
    </Article>
  )
}

function NeighbourLink({
  locale,
  post,
  label,
  rel,
}: {
  locale: Locale
  post: NonNullable<Neighbour>
  label: string
  rel: 'prev' | 'next'
}) {
  return (
    <Link to={postPath(locale, post.slug)} rel={rel} className={styles.neighbour}>
      <span className={styles.neighbourLabel}>
        {rel === 'prev' && <BackArrowIcon size={16} />}
        {label}
        {rel === 'next' && <ForwardArrowIcon size={16} />}
      </span>
      <span className={styles.neighbourTitle}>{post.title}</span>
    </Link>
  )
}
