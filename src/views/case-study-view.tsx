/**
 * A case study as readers see it (issue [18]): the service and client, the headline, the results
 * as figures, the challenge, the approach, the client's words, and the way to the service.
 */
import { Link } from 'gatsby'
import { Blocks } from '../components/blocks'
import { interpolateElements, useTranslation } from '../lib/translations'
import { localeFigure } from '../lib/numbers'
import { Article } from './article'
import { ShareLinks } from '../share/share-links'
import { caseStudyListPath, type Locale } from '../lib/i18n'
import type { HeadingAnchor } from '../lib/reading'
import type { Block, BlockImage, CmsImage, CmsQuote, CmsShareImage } from '../cms/types'
import type { CaseStudySummary } from '../components/case-study-card'
import * as styles from './case-study.module.css'

/** A case study's page: what its card shows (src/components/case-study-card.tsx), and the rest. */
export type CaseStudyContent = Omit<CaseStudySummary, 'id' | 'slug'> & {
  challenge: string | null
  approach: Block[] | null
  headingAnchors: HeadingAnchor[]
  blockImages: BlockImage[] | null
  quote: CmsQuote | null
  cover: (NonNullable<CmsImage> & NonNullable<CmsShareImage>) | null
}

/** The page presenting a service: where a case study of it leads, named as the page names itself. */
export type ServicePage = { path: string; title: string }

export function CaseStudyView({
  study,
  locale,
  servicePage,
  sharePath,
}: {
  study: CaseStudyContent
  locale: Locale
  servicePage?: ServicePage | null
  /** The case study's address, for its share links (the published page's; a draft's preview has none). */
  sharePath?: string
}) {
  const { t } = useTranslation()
  const service = study.service && t(`service.${study.service.kind}`)
  return (
    <Article
      back={{ to: caseStudyListPath(locale), label: t('caseStudy.all') }}
      kicker={service}
      title={study.title}
      byline={study.client ? `${study.client}${t('layout.separator')}${study.sector}` : study.sector}
      bylineSearched
      cover={study.cover}
      lead={study.summary}
    >
      {study.results && study.results.length > 0 && (
        <section aria-labelledby="results-title" className={styles.results}>
          <h2 id="results-title" className={styles.heading}>
            {t('caseStudy.results')}
          </h2>
          <dl className={styles.figures}>
            {study.results.map((result) => (
              <div key={`${result.figure}-${result.label}`} className={styles.result}>
                <dt className={styles.label}>{result.label}</dt>
                <dd className={styles.figure}>{localeFigure(result.figure, locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {study.challenge && (
        <section aria-labelledby="challenge-title">
          <h2 id="challenge-title" className={styles.heading}>
            {t('caseStudy.challenge')}
          </h2>
          <p className={styles.text}>{study.challenge}</p>
        </section>
      )}
      {study.approach && study.approach.length > 0 && (
        <section aria-labelledby="approach-title">
          <h2 id="approach-title" className={styles.heading}>
            {t('caseStudy.approach')}
          </h2>
          <Blocks content={study.approach} anchors={study.headingAnchors} images={study.blockImages} />
        </section>
      )}
      {study.quote && (
        <figure className={styles.quote}>
          <blockquote className={styles.quoteText}>
            <p>{study.quote.text}</p>
          </blockquote>
          {study.quote.author && (
            <figcaption className={styles.quoteAuthor}>
              {study.quote.role
                ? `${study.quote.author}${t('layout.separator')}${study.quote.role}`
                : study.quote.author}
            </figcaption>
          )}
        </figure>
      )}
      {sharePath && <ShareLinks locale={locale} title={study.title} path={sharePath} />}
      {servicePage && (
        <p className={styles.next} data-pagefind-ignore>
          <Link to={servicePage.path}>
            {interpolateElements(t('caseStudy.aboutService'), { service: <bdi>{servicePage.title}</bdi> })}
          </Link>
        </p>
      )}
    </Article>
  )
}
