/**
 * The one place where CMS section components (cms/src/components/sections) become React
 * components. A new section type is added here, in SectionFields and in src/cms/schema.ts.
 */
import { graphql } from 'gatsby'
import { GatsbyImage, getImage } from 'gatsby-plugin-image'
import { Box, Flex, Grid, Heading, Text } from 'theme-ui'
import { Blocks } from './blocks'
import { SiteLink } from './site-link'
import type { CallToActionSection, HeroSection, Section, ServicesSection, StatsSection } from '../cms/types'
import type { Locale } from '../lib/i18n'

type SectionProps<T> = { section: T; locale: Locale; headingLevel: 'h1' | 'h2' }

function Hero({ section, locale, headingLevel }: SectionProps<HeroSection>) {
  const image = getImage(section.image?.localFile?.childImageSharp ?? null)
  return (
    <Grid as="section" columns={[1, null, '1.2fr 1fr']} gap={5} sx={{ alignItems: 'center', py: [5, 6] }}>
      <Box>
        {section.eyebrow && <Text sx={{ color: 'primary', fontWeight: 700, textTransform: 'uppercase', fontSize: 1 }}>{section.eyebrow}</Text>}
        <Heading as={headingLevel} sx={{ fontSize: [5, 6, 7], mt: 2, mb: 3 }}>
          {section.title}
        </Heading>
        {section.subtitle && <Text as="p" sx={{ fontSize: 3, color: 'subtle' }}>{section.subtitle}</Text>}
        <Flex sx={{ gap: 3, mt: 4, flexWrap: 'wrap' }}>
          {section.primaryAction && <SiteLink link={section.primaryAction} locale={locale} sx={{ variant: 'buttons.primary' }} />}
          {section.secondaryAction && <SiteLink link={section.secondaryAction} locale={locale} sx={{ variant: 'buttons.secondary' }} />}
        </Flex>
      </Box>
      {image && <GatsbyImage image={image} alt={section.image?.alternativeText ?? ''} loading="eager" style={{ borderRadius: 12 }} />}
    </Grid>
  )
}

/** Read by assistive technology and crawlers, not shown. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, p: 0, m: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const

function Services({ section, locale }: SectionProps<ServicesSection>) {
  return (
    <Box as="section" sx={{ py: 5 }}>
      <Heading as="h2" sx={{ fontSize: 5 }}>
        {section.title}
      </Heading>
      {section.intro && <Text as="p" sx={{ color: 'subtle' }}>{section.intro}</Text>}
      <Grid columns={[1, 2, 4]} gap={4} sx={{ mt: 4 }}>
        {(section.services ?? []).map((service) => (
          <Box key={service.kind} as="article" sx={{ border: '1px solid', borderColor: 'border', borderRadius: 'default', p: 4 }} data-service={service.kind}>
            <Heading as="h3" sx={{ fontSize: 3 }}>
              {service.title}
            </Heading>
            {service.summary && <Text as="p" sx={{ fontSize: 1, color: 'subtle' }}>{service.summary}</Text>}
            {service.link && (
              // "Learn more" four times says nothing out of context (screen readers' link lists, search engines): the service's name completes it, unseen.
              <SiteLink link={service.link} locale={locale}>
                {service.link.label}
                <span sx={VISUALLY_HIDDEN}>: {service.title}</span>
              </SiteLink>
            )}
          </Box>
        ))}
      </Grid>
    </Box>
  )
}

function Stats({ section }: SectionProps<StatsSection>) {
  return (
    <Box as="section" sx={{ py: 5 }}>
      {section.title && (
        <Heading as="h2" sx={{ fontSize: 5 }}>
          {section.title}
        </Heading>
      )}
      <Grid as="dl" columns={[1, 3]} gap={4} sx={{ mt: 4 }}>
        {(section.items ?? []).map((item) => (
          <Box key={item.label} sx={{ bg: 'muted', borderRadius: 'default', p: 4 }}>
            <Text as="dt" sx={{ fontSize: 6, fontWeight: 800, color: 'primary' }}>
              {item.value}
            </Text>
            <Text as="dd" sx={{ m: 0 }}>
              {item.label}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  )
}

function CallToAction({ section, locale }: SectionProps<CallToActionSection>) {
  return (
    <Box as="section" sx={{ my: 5, p: [4, 5], bg: 'secondary', color: 'onSecondary', borderRadius: 'default', a: { color: 'onSecondary' } }}>
      <Heading as="h2" sx={{ fontSize: 5 }}>
        {section.title}
      </Heading>
      {section.text && <Text as="p">{section.text}</Text>}
      {section.action && <SiteLink link={section.action} locale={locale} sx={{ variant: 'buttons.secondary', color: 'onSecondary', borderColor: 'onSecondary', display: 'inline-block', mt: 3 }} />}
    </Box>
  )
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
