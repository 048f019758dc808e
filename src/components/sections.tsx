/**
 * The one place where CMS section components (cms/src/components/sections) become React
 * components. A new section type is added here, in SectionFields and in src/cms/schema.ts.
 */
import { graphql } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { Box, type ThemeUIStyleObject } from 'theme-ui'
import { themeUiBase } from '../theme'
import { Blocks } from './blocks'
import { SiteLink } from './site-link'
import type { CallToActionSection, HeroSection, Section, ServicesSection, StatsSection } from '../cms/types'
import type { Locale } from '../lib/i18n'

type SectionProps<T> = { section: T; locale: Locale; headingLevel: 'h1' | 'h2' }

function Hero({ section, locale, headingLevel }: SectionProps<HeroSection>) {
  const image = getImage(section.image?.localFile?.childImageSharp ?? null)
  const Title = headingLevel
  return (
    <Box as="section" sx={heroSheet}>
      <div className="hero-text">
        {section.eyebrow && <span className="hero-eyebrow">{section.eyebrow}</span>}
        <Title className="hero-title">{section.title}</Title>
        {section.subtitle && <p className="hero-subtitle">{section.subtitle}</p>}
        <div className="hero-actions">
          {section.primaryAction && <SiteLink link={section.primaryAction} locale={locale} className="hero-primary" />}
          {section.secondaryAction && <SiteLink link={section.secondaryAction} locale={locale} className="hero-secondary" />}
        </div>
      </div>
      {/* Decorative: the title beside it says what it shows, and the media library's one alternative text would be read in one language on both sites. */}
      {image && <GatsbyImage image={image} alt="" loading="eager" style={{ borderRadius: 12 }} />}
    </Box>
  )
}

function Services({ section, locale }: SectionProps<ServicesSection>) {
  return (
    <Box as="section" sx={servicesSheet}>
      <h2>{section.title}</h2>
      {section.intro && <p className="services-intro">{section.intro}</p>}
      <div className="services-grid">
        {(section.services ?? []).map((service) => (
          <article key={service.kind} data-service={service.kind}>
            <h3>{service.title}</h3>
            {service.summary && <p>{service.summary}</p>}
            {service.link && (
              // "Learn more" four times says nothing out of context (screen readers' link lists, search engines): the service's name completes it, unseen.
              <SiteLink link={service.link} locale={locale}>
                {service.link.label}
                <span className="visually-hidden">: {service.title}</span>
              </SiteLink>
            )}
          </article>
        ))}
      </div>
    </Box>
  )
}

function Stats({ section }: SectionProps<StatsSection>) {
  return (
    <Box as="section" sx={statsSheet}>
      {section.title && <h2>{section.title}</h2>}
      <dl>
        {(section.items ?? []).map((item) => (
          <div key={item.label}>
            <dt>{item.value}</dt>
            <dd>{item.label}</dd>
          </div>
        ))}
      </dl>
    </Box>
  )
}

function CallToAction({ section, locale }: SectionProps<CallToActionSection>) {
  return (
    <Box as="section" sx={callToActionSheet}>
      <h2>{section.title}</h2>
      {section.text && <p>{section.text}</p>}
      {section.action && <SiteLink link={section.action} locale={locale} className="call-to-action-link" />}
    </Box>
  )
}

// Each section's styles on its root element (see themeUiBase in theme.ts for why).
const { box, heading } = themeUiBase
const sectionTitle = { ...heading, fontSize: 5 } as const

const heroSheet: ThemeUIStyleObject = {
  display: 'grid',
  gridGap: 5,
  gridTemplateColumns: ['repeat(1, 1fr)', null, '1.2fr 1fr'],
  alignItems: 'center',
  py: [5, 6],
  '.hero-text': box,
  '.hero-eyebrow': { ...box, color: 'primary', fontWeight: 700, textTransform: 'uppercase', fontSize: 1 },
  '.hero-title': { ...heading, fontSize: [5, 6, 7], mt: 2, mb: 3 },
  '.hero-subtitle': { ...box, fontSize: 3, color: 'subtle' },
  '.hero-actions': { ...box, display: 'flex', gap: 3, mt: 4, flexWrap: 'wrap' },
  '.hero-primary': { variant: 'buttons.primary' },
  '.hero-secondary': { variant: 'buttons.secondary' },
}

const servicesSheet: ThemeUIStyleObject = {
  py: 5,
  '> h2': sectionTitle,
  '.services-intro': { ...box, color: 'subtle' },
  '.services-grid': { ...box, display: 'grid', gridGap: 4, gridTemplateColumns: ['repeat(1, 1fr)', 'repeat(2, 1fr)', 'repeat(4, 1fr)'], mt: 4 },
  article: { ...box, border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 4 },
  'article h3': { ...heading, fontSize: 3 },
  'article p': { ...box, fontSize: 1, color: 'subtle' },
  // Read by assistive technology and crawlers, not shown.
  '.visually-hidden': { position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
}

const statsSheet: ThemeUIStyleObject = {
  py: 5,
  '> h2': sectionTitle,
  dl: { ...box, display: 'grid', gridGap: 4, gridTemplateColumns: ['repeat(1, 1fr)', 'repeat(3, 1fr)'], mt: 4 },
  'dl > div': { ...box, bg: 'muted', borderRadius: 'default', p: 4 },
  dt: { ...box, fontSize: 6, fontWeight: 800, color: 'primary' },
  dd: { ...box, m: 0 },
}

const callToActionSheet: ThemeUIStyleObject = {
  my: 5,
  p: [4, 5],
  bg: 'secondary',
  color: 'onSecondary',
  borderRadius: 'default',
  a: { color: 'onSecondary' },
  '> h2': sectionTitle,
  '> p': box,
  '.call-to-action-link': { variant: 'buttons.secondary', color: 'onSecondary', borderColor: 'onSecondary', display: 'inline-block', mt: 3 },
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
        const key = `${section.__typename}-${index}`
        switch (section.__typename) {
          case 'STRAPI__COMPONENT_SECTIONS_HERO':
            return <Hero key={key} section={section} locale={locale} headingLevel={headingLevel} />
          case 'STRAPI__COMPONENT_SECTIONS_SERVICES':
            return <Services key={key} section={section} locale={locale} headingLevel="h2" />
          case 'STRAPI__COMPONENT_SECTIONS_STATS':
            return <Stats key={key} section={section} locale={locale} headingLevel="h2" />
          case 'STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION':
            return <CallToAction key={key} section={section} locale={locale} headingLevel="h2" />
          case 'STRAPI__COMPONENT_SECTIONS_RICH_TEXT':
            return <Blocks key={key} content={section.body} anchors={section.headingAnchors} />
          default:
            return null
        }
      })}
    </>
  )
}

export const query = graphql`
  fragment CmsImage on STRAPI__MEDIA {
    alternativeText
    width
    height
    url
    localFile {
      childImageSharp {
        gatsbyImageData(width: 1200, layout: CONSTRAINED)
      }
    }
  }
  fragment ShareImageFields on STRAPI__MEDIA {
    alternativeText
    width
    height
    localFile {
      publicURL
    }
  }
  fragment SeoFields on STRAPI__COMPONENT_SHARED_SEO {
    metaTitle
    metaDescription
    shareImage {
      ...ShareImageFields
    }
  }
  fragment CmsLink on STRAPI__COMPONENT_SHARED_LINK {
    label
    url
    description
    openInNewTab
  }
  fragment SectionFields on StrapiSection {
    __typename
    ... on STRAPI__COMPONENT_SECTIONS_HERO {
      id
      eyebrow
      title
      subtitle
      primaryAction { ...CmsLink }
      secondaryAction { ...CmsLink }
      image { ...CmsImage }
    }
    ... on STRAPI__COMPONENT_SECTIONS_SERVICES {
      id
      title
      intro
      services { kind title summary link { ...CmsLink } }
    }
    ... on STRAPI__COMPONENT_SECTIONS_STATS {
      id
      title
      items { value label }
    }
    ... on STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION {
      id
      title
      text
      action { ...CmsLink }
    }
    ... on STRAPI__COMPONENT_SECTIONS_RICH_TEXT {
      id
      body
      headingAnchors { index id text level }
    }
  }
  fragment Translations on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
  fragment SiteInfoFields on STRAPI_SITE_INFO {
    name
    headline
    description
    copyright
    headerLinks {
      label
      url
      description
      openInNewTab
      items { ...CmsLink }
    }
    footerColumns {
      title
      links { ...CmsLink }
    }
  }
`
