/**
 * What every article page shares, a post's and a case study's (issue [22]): the way back to its
 * list, what kind of work it is about, the title, the line under it, the cover and the lead; what
 * is the kind's own follows as children (src/views/post-view.tsx, src/views/case-study-view.tsx).
 */
import type { ReactNode } from 'react'
import { Link } from 'gatsby'
import { ResponsiveImage } from '../components/responsive-image'
import { BackArrowIcon } from '../chrome/icons'
import { imageDataOf, type CmsImage } from '../cms/types'
import * as styles from './article.module.css'

type Props = {
  /** The article's list, and what the link to it says. */
  back: { to: string; label: string }
  /** Above the title: what kind of work the article is about (a case study's service). */
  kicker?: string | null
  title: string
  /** The line under the title: a post's date, reading time and author; a case study's client. */
  byline: ReactNode
  /** Whether search finds the article by its byline: by a case study's client, not by a post's date. */
  bylineSearched?: boolean
  cover: CmsImage | null | undefined
  /** The article in a sentence or two: a post's excerpt, a case study's summary. */
  lead: string | null
  children: ReactNode
}

export function Article({ back, kicker, title, byline, bylineSearched = false, cover, lead, children }: Props) {
  const image = imageDataOf(cover)
  return (
    <article className={styles.article}>
      <Link to={back.to} className={styles.back} data-pagefind-ignore>
        <BackArrowIcon />
        {back.label}
      </Link>
      {kicker && <p className={styles.kicker}>{kicker}</p>}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.byline} data-pagefind-ignore={bylineSearched ? undefined : true}>
        {byline}
      </p>
      {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
      {image && <ResponsiveImage image={image} alt="" loading="eager" className={styles.cover} />}
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  )
}
