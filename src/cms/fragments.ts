/**
 * The fragments of Strapi's own shapes (media, an image in blocks, a heading's anchor), of the translations and of
 * the queried content types shared by templates. Every component's fragment is generated from its
 * JSON (./fragments.generated.ts).
 */
import { graphql } from 'gatsby'

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
  fragment BlockImageFields on BlockImage {
    index
    file {
      childImageSharp {
        gatsbyImageData(width: 720, layout: CONSTRAINED)
      }
    }
  }
  fragment HeadingAnchorFields on HeadingAnchor {
    index
    id
    text
    level
  }
  fragment ShareImageFields on STRAPI__MEDIA {
    alternativeText
    width
    height
    localFile {
      publicURL
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
      ...CmsNavLinkFields
    }
    footerColumns {
      ...CmsLinkColumnFields
    }
  }
`
