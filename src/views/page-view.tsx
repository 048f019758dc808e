/** A CMS page as readers see it: rendered by the page template and by the preview of a draft (docs/decisions/0020-draft-preview.md). */
import * as styles from './page.module.css'
import { Sections } from '../components/sections'
import type { Locale } from '../lib/i18n'
import type { CmsSeo, Section } from '../cms/types'

export type PageContent = {
  title: string
  path: string | null
  content: (Section | null)[] | null
  seo: CmsSeo | null
}

export function PageView({ page, locale }: { page: PageContent; locale: Locale }) {
  const startsWithHero = page.content?.[0]?.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO'
  return (
    <article className={styles.page}>
      {!startsWithHero && <h1 className={styles.title}>{page.title}</h1>}
      <Sections sections={page.content} locale={locale} />
    </article>
  )
}
