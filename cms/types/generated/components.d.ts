import type { Schema, Struct } from '@strapi/strapi'

export interface SectionsCallToAction extends Struct.ComponentSchema {
  collectionName: 'components_sections_calls_to_action'
  info: {
    description: 'A closing prompt with one action'
    displayName: 'Call to action'
    icon: 'paperPlane'
  }
  attributes: {
    action: Schema.Attribute.Component<'shared.link', false>
    text: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400
      }>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SectionsConsultationForm extends Struct.ComponentSchema {
  collectionName: 'components_sections_consultation_forms'
  info: {
    description: 'The form visitors book a consultation with; its fields and messages come from the site'
    displayName: 'Consultation form'
    icon: 'calendar'
  }
  attributes: {
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400
      }>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SectionsHero extends Struct.ComponentSchema {
  collectionName: 'components_sections_heroes'
  info: {
    description: 'The opening section: promise, supporting line and actions'
    displayName: 'Hero'
    icon: 'star'
  }
  attributes: {
    eyebrow: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    image: Schema.Attribute.Media<'images'>
    primaryAction: Schema.Attribute.Component<'shared.link', false>
    secondaryAction: Schema.Attribute.Component<'shared.link', false>
    subtitle: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400
      }>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SectionsRichText extends Struct.ComponentSchema {
  collectionName: 'components_sections_rich_texts'
  info: {
    description: 'Free text written with the block editor'
    displayName: 'Rich text'
    icon: 'feather'
  }
  attributes: {
    body: Schema.Attribute.Blocks
  }
}

export interface SectionsService extends Struct.ComponentSchema {
  collectionName: 'components_sections_services'
  info: {
    description: "One of the company's services"
    displayName: 'Service'
    icon: 'cog'
  }
  attributes: {
    kind: Schema.Attribute.Enumeration<['load-stress', 'performance', 'automation-regression', 'quality-assessment']> &
      Schema.Attribute.Required
    link: Schema.Attribute.Component<'shared.link', false>
    summary: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400
      }>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
  }
}

export interface SectionsServices extends Struct.ComponentSchema {
  collectionName: 'components_sections_services_grids'
  info: {
    description: 'A titled grid of services'
    displayName: 'Services'
    icon: 'apps'
  }
  attributes: {
    intro: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400
      }>
    services: Schema.Attribute.Component<'sections.service', true>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SectionsStat extends Struct.ComponentSchema {
  collectionName: 'components_sections_stats'
  info: {
    description: 'A figure and what it counts'
    displayName: 'Stat'
    icon: 'chartBubble'
  }
  attributes: {
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    value: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20
      }>
  }
}

export interface SectionsStats extends Struct.ComponentSchema {
  collectionName: 'components_sections_stats_lists'
  info: {
    description: 'Key figures in a row'
    displayName: 'Stats'
    icon: 'chartPie'
  }
  attributes: {
    items: Schema.Attribute.Component<'sections.stat', true>
    title: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SharedLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_links'
  info: {
    description: 'A labelled link: site paths start with / and get the locale prefix; full URLs open as external links'
    displayName: 'Link'
    icon: 'link'
  }
  attributes: {
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    icon: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40
      }>
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60
      }>
    openInNewTab: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>
    url: Schema.Attribute.String & Schema.Attribute.Required
  }
}

export interface SharedLinkColumn extends Struct.ComponentSchema {
  collectionName: 'components_shared_link_columns'
  info: {
    description: 'A titled column of footer links'
    displayName: 'Link column'
    icon: 'bulletList'
  }
  attributes: {
    links: Schema.Attribute.Component<'shared.link', true>
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60
      }>
  }
}

export interface SharedNavLink extends Struct.ComponentSchema {
  collectionName: 'components_shared_nav_links'
  info: {
    description: 'A header link; its items open in a popover (hover or keyboard focus) and in the mobile panel'
    displayName: 'Navigation link'
    icon: 'link'
  }
  attributes: {
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 160
      }>
    icon: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40
      }>
    items: Schema.Attribute.Component<'shared.link', true>
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60
      }>
    openInNewTab: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>
    url: Schema.Attribute.String & Schema.Attribute.Required
  }
}

export interface SharedQuote extends Struct.ComponentSchema {
  collectionName: 'components_shared_quotes'
  info: {
    description: 'What the client said, and who said it'
    displayName: 'Quote'
    icon: 'quote'
  }
  attributes: {
    author: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80
      }>
    role: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
    text: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 600
      }>
  }
}

export interface SharedResult extends Struct.ComponentSchema {
  collectionName: 'components_shared_results'
  info: {
    description: 'A figure a case study achieved and what it measures'
    displayName: 'Result'
    icon: 'chartCircle'
  }
  attributes: {
    figure: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 24
      }>
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120
      }>
  }
}

export interface SharedSeo extends Struct.ComponentSchema {
  collectionName: 'components_shared_seos'
  info: {
    description: 'Search and share metadata'
    displayName: 'SEO'
    icon: 'search'
  }
  attributes: {
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200
      }>
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70
      }>
    shareImage: Schema.Attribute.Media<'images'>
  }
}

export interface SharedServiceKind extends Struct.ComponentSchema {
  collectionName: 'components_shared_service_kinds'
  info: {
    description: "One of the company's four services: a page that presents it, a case study of it"
    displayName: 'Service'
    icon: 'briefcase'
  }
  attributes: {
    kind: Schema.Attribute.Enumeration<['load-stress', 'performance', 'automation-regression', 'quality-assessment']> &
      Schema.Attribute.Required
  }
}

export interface SharedTag extends Struct.ComponentSchema {
  collectionName: 'components_shared_tags'
  info: {
    displayName: 'Tag'
    icon: 'hashtag'
  }
  attributes: {
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40
      }>
  }
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'sections.call-to-action': SectionsCallToAction
      'sections.consultation-form': SectionsConsultationForm
      'sections.hero': SectionsHero
      'sections.rich-text': SectionsRichText
      'sections.service': SectionsService
      'sections.services': SectionsServices
      'sections.stat': SectionsStat
      'sections.stats': SectionsStats
      'shared.link': SharedLink
      'shared.link-column': SharedLinkColumn
      'shared.nav-link': SharedNavLink
      'shared.quote': SharedQuote
      'shared.result': SharedResult
      'shared.seo': SharedSeo
      'shared.service-kind': SharedServiceKind
      'shared.tag': SharedTag
    }
  }
}
