/**
 * The one place where CMS section components (cms/src/components/sections) become React
 * components: a new section type is one entry in SECTION_VIEWS (its shape and its fragment are
 * generated from its JSON by `npm run generate`, src/cms/content-shapes.ts).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { ResponsiveImage } from './responsive-image'
import { Blocks } from './blocks'
import { SiteLink } from './site-link'
import {
  imageDataOf,
  type CallToActionSection,
  type ConsultationFormSection,
  type HeroSection,
  type RichTextSection,
  type Section,
  type ServicesSection,
  type StatsSection,
} from '../cms/types'
import type { Locale } from '../lib/i18n'
import { useTranslation } from '../lib/translations'
import { localeFigure } from '../lib/numbers'
import { CONSULTATION_ANCHOR } from '../../cms/src/rules/addresses'
import * as styles from './sections.module.css'

// The form, its schema and final-form load only on a page that shows the form.
const ConsultationForm = lazy(
  () => import(/* webpackChunkName: "consultation-form" */ '../consultation/consultation-form'),
)

type SectionProps<T> = { section: T; locale: Locale; headingLevel: 'h1' | 'h2' }

function Hero({ section, locale, headingLevel }: SectionProps<HeroSection>) {
  const image = imageDataOf(section.image)
  const Title = headingLevel
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        {section.eyebrow && <span className={styles.heroEyebrow}>{section.eyebrow}</span>}
        <Title className={styles.heroTitle}>{section.title}</Title>
        {section.subtitle && <p className={styles.heroSubtitle}>{section.subtitle}</p>}
        <div className={styles.heroActions}>
          {section.primaryAction && (
            <SiteLink link={section.primaryAction} locale={locale} className={styles.heroPrimary} />
          )}
          {section.secondaryAction && (
            <SiteLink link={section.secondaryAction} locale={locale} className={styles.heroSecondary} />
          )}
        </div>
      </div>
      {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
      {image && <ResponsiveImage image={image} alt="" loading="eager" className={styles.heroImage} />}
    </section>
  )
}

function Services({ section, locale }: SectionProps<ServicesSection>) {
  return (
    <section className={styles.services}>
      <h2 className={styles.sectionTitle}>{section.title}</h2>
      {section.intro && <p className={styles.servicesIntro}>{section.intro}</p>}
      <div className={styles.servicesGrid}>
        {(section.services ?? []).map((service) => (
          <article key={service.kind} data-service={service.kind} className={styles.service}>
            <h3 className={styles.serviceTitle}>{service.title}</h3>
            {service.summary && <p className={styles.serviceSummary}>{service.summary}</p>}
            {service.link && (
              // "Learn more" four times says nothing out of context (screen readers' link lists, search engines): the service's name completes it, unseen.
              <SiteLink link={service.link} locale={locale}>
                {service.link.label}
                <span className={styles.visuallyHidden}>: {service.title}</span>
              </SiteLink>
            )}
          </article>
        ))}
      </div>
    </section>
  )
}

function Stats({ section, locale }: SectionProps<StatsSection>) {
  return (
    <section className={styles.stats}>
      {section.title && <h2 className={styles.sectionTitle}>{section.title}</h2>}
      <dl className={styles.statsList}>
        {(section.items ?? []).map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.statValue}>{localeFigure(item.value, locale)}</dt>
            <dd className={styles.statLabel}>{item.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function CallToAction({ section, locale }: SectionProps<CallToActionSection>) {
  return (
    <section className={styles.callToAction}>
      <h2 className={styles.sectionTitle}>{section.title}</h2>
      {section.text && <p className={styles.callToActionText}>{section.text}</p>}
      {section.action && <SiteLink link={section.action} locale={locale} className={styles.callToActionLink} />}
    </section>
  )
}

function Consultation({ section, locale }: SectionProps<ConsultationFormSection>) {
  const { t } = useTranslation()
  // The offered days are the reader's coming days, known only in the browser.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const loading = (
    <p role="status" className={styles.consultationLoading}>
      {t('consultation.loading')}
    </p>
  )
  return (
    <section id={CONSULTATION_ANCHOR} className={styles.consultation} aria-labelledby="consultation-title">
      <h2 id="consultation-title" className={styles.sectionTitle}>
        {section.title}
      </h2>
      {section.intro && <p className={styles.consultationIntro}>{section.intro}</p>}
      {inBrowser ? (
        <Suspense fallback={loading}>
          <ConsultationForm locale={locale} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  )
}

function RichText({ section }: SectionProps<RichTextSection>) {
  return <Blocks content={section.body} anchors={section.headingAnchors} images={section.blockImages} />
}

/**
 * Every CMS section, by its node type, and the component that shows it: the one entry a new
 * section needs here (its GraphQL type, fields and shape come from its component JSON).
 */
export const SECTION_VIEWS: {
  [Type in Section['__typename']]: ComponentType<SectionProps<Extract<Section, { __typename: Type }>>>
} = {
  STRAPI__COMPONENT_SECTIONS_HERO: Hero,
  STRAPI__COMPONENT_SECTIONS_SERVICES: Services,
  STRAPI__COMPONENT_SECTIONS_STATS: Stats,
  STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION: CallToAction,
  STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM: Consultation,
  STRAPI__COMPONENT_SECTIONS_RICH_TEXT: RichText,
}

export function Sections({ sections, locale }: { sections: (Section | null)[] | null | undefined; locale: Locale }) {
  let headingUsed = false
  return (
    <>
      {(sections ?? []).map((section, index) => {
        if (!section) return null
        // The first hero carries the page's h1; everything else is a second-level section.
        const headingLevel = section.__typename === 'STRAPI__COMPONENT_SECTIONS_HERO' && !headingUsed ? 'h1' : 'h2'
        if (headingLevel === 'h1') headingUsed = true
        // A section the CMS has and this build does not know yet shows nothing rather than breaking the page.
        const View = SECTION_VIEWS[section.__typename] as ComponentType<SectionProps<Section>> | undefined
        return View ? (
          <View key={`${section.__typename}-${index}`} section={section} locale={locale} headingLevel={headingLevel} />
        ) : null
      })}
    </>
  )
}
