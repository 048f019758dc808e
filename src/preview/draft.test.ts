/** A draft from the CMS's REST API in the shapes the views render (./draft.ts). */
import { caseStudyContent, cmsImage, pageContent, postContent, postSummary } from './draft'
import { componentNode } from '../cms/content-model'

const ORIGIN = 'https://cms.example'
const cover = {
  url: '/uploads/cover.jpg',
  alternativeText: 'A load graph',
  width: 2000,
  height: 1000,
  formats: {
    large: { url: '/uploads/large_cover.jpg', width: 1000, height: 500 },
    small: { url: '/uploads/small_cover.jpg', width: 500, height: 250 },
    thumbnail: { url: '/uploads/thumbnail_cover.jpg', width: 245, height: 123 },
  },
}
const heading = (text: string, level: 2 | 3 = 2) => ({ type: 'heading', level, children: [{ type: 'text', text }] })
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('draft content', () => {
  it('gives a post the fields the build derives, with its images from the CMS', () => {
    const post = postContent(
      {
        documentId: 'doc1',
        title: 'Draft title',
        slug: 'draft-title',
        excerpt: '',
        publishDate: '2026-11-24',
        updatedAt: '2026-11-25T10:00:00.000Z',
        authorName: null,
        content: [
          heading('One'),
          paragraph('word '.repeat(795)),
          heading('Two'),
          heading('Three', 3),
          {
            type: 'image',
            image: {
              url: '/uploads/inline.png',
              width: 1000,
              height: 500,
              formats: { small: { url: '/uploads/small_inline.png', width: 500, height: 250 } },
            },
          },
        ],
        tags: [{ id: 1, name: 'load' }],
        cover,
      },
      'en',
      ORIGIN,
    )
    expect(post).toMatchObject({
      documentId: 'doc1',
      excerpt: null,
      publishDateText: 'November 24, 2026',
      readingMinutes: 4,
      tagLinks: [{ name: 'load', slug: 'load' }],
    })
    expect(post.headingAnchors.map((anchor) => anchor.id)).toEqual(['one', 'two', 'three'])
    // The image in the text as the build's blockImages gives it: at most the text's width, every stored size.
    expect(post.blockImages).toHaveLength(1)
    expect(post.blockImages?.[0].index).toBe(4)
    const inline = post.blockImages?.[0].file?.childImageSharp?.gatsbyImageData
    expect(inline).toMatchObject({ layout: 'constrained', width: 720, height: 360 })
    expect(inline?.images.fallback?.srcSet?.split(',\n')).toEqual([
      'https://cms.example/uploads/small_inline.png 500w',
      'https://cms.example/uploads/inline.png 1000w',
    ])
    const image = post.cover?.localFile?.childImageSharp?.gatsbyImageData
    expect(image).toMatchObject({ layout: 'constrained', width: 1200, height: 600 })
    expect(image?.images.fallback?.src).toBe('https://cms.example/uploads/cover.jpg')
    expect(image?.images.fallback?.srcSet?.split(',\n')).toEqual([
      'https://cms.example/uploads/thumbnail_cover.jpg 245w',
      'https://cms.example/uploads/small_cover.jpg 500w',
      'https://cms.example/uploads/large_cover.jpg 1000w',
      'https://cms.example/uploads/cover.jpg 2000w',
    ])
  })

  it('dates a draft without a date today, in the locale calendar', () => {
    const post = postContent({ documentId: 'd', title: 't', slug: 's' }, 'fa', ORIGIN)
    expect(post.publishDate).toBe(new Date().toISOString().slice(0, 10))
    expect(post.publishDateText).toMatch(/[۰-۹]/)
    expect(post.cover).toBeNull()
  })

  it('keeps a card image at the card width and no image without a size', () => {
    expect(
      postSummary({ documentId: 'd', title: 't', slug: 's', cover }, 'en', ORIGIN).cover?.localFile?.childImageSharp
        ?.gatsbyImageData.width,
    ).toBe(640)
    expect(cmsImage({ url: '/uploads/x.svg' }, ORIGIN)?.localFile.childImageSharp).toBeNull()
    expect(cmsImage(null, ORIGIN)).toBeNull()
  })

  it('names sections as the build schema does and derives rich text anchors', () => {
    expect(componentNode('sections.call-to-action')).toBe('STRAPI__COMPONENT_SECTIONS_CALL_TO_ACTION')
    const page = pageContent(
      {
        title: 'About',
        path: 'about',
        content: [
          { __component: 'sections.hero', id: 3, title: 'Hello', image: cover },
          {
            __component: 'sections.rich-text',
            id: 4,
            body: [
              heading('Why us'),
              { type: 'image', image: { url: '/uploads/team.jpg', width: 600, height: 400 } },
              { type: 'image', image: { url: '/uploads/no-size.svg' } },
            ],
          },
          { __component: 'sections.consultation-form', id: 5, title: 'Book', intro: null },
        ],
        seo: { metaTitle: 'About us', metaDescription: '', shareImage: null },
      },
      ORIGIN,
    )
    expect(page.content?.map((section) => section?.__typename)).toEqual([
      'STRAPI__COMPONENT_SECTIONS_HERO',
      'STRAPI__COMPONENT_SECTIONS_RICH_TEXT',
      'STRAPI__COMPONENT_SECTIONS_CONSULTATION_FORM',
    ])
    expect(page.content?.[1]).toMatchObject({ headingAnchors: [{ id: 'why-us', text: 'Why us' }] })
    // An image without a stored size cannot reserve its box: left out, as the build leaves out one it cannot process.
    const images = (
      page.content?.[1] as {
        blockImages: {
          index: number
          file: { childImageSharp: { gatsbyImageData: { width: number; images: { fallback: { src: string } } } } }
        }[]
      }
    ).blockImages
    expect(
      images.map((image) => [
        image.index,
        image.file.childImageSharp.gatsbyImageData.width,
        image.file.childImageSharp.gatsbyImageData.images.fallback.src,
      ]),
    ).toEqual([[1, 600, 'https://cms.example/uploads/team.jpg']])
    expect(page.seo).toEqual({ metaTitle: 'About us', metaDescription: null, shareImage: null })
  })

  it('gives a case study its figures, quote, service and the approach with its anchors', () => {
    const study = caseStudyContent(
      {
        documentId: 'cs1',
        title: 'Checkout held on sale night',
        slug: 'checkout-held',
        client: '',
        sector: 'Online retail',
        summary: 'Twelve times the traffic, no errors.',
        service: { id: 9, kind: 'load-stress' },
        challenge: 'The last sale took the checkout down.',
        approach: [heading('What we modelled'), paragraph('Real journeys.')],
        results: [{ id: 1, figure: '12×', label: 'peak traffic held' }],
        quote: { id: 2, text: 'We slept that night.', author: 'Head of platform', role: null },
        cover,
      },
      ORIGIN,
    )
    expect(study).toMatchObject({
      title: 'Checkout held on sale night',
      client: null,
      sector: 'Online retail',
      service: { kind: 'load-stress' },
      results: [{ figure: '12×', label: 'peak traffic held' }],
      quote: { text: 'We slept that night.', author: 'Head of platform' },
      headingAnchors: [{ id: 'what-we-modelled', text: 'What we modelled' }],
    })
    expect(study.approach).toHaveLength(2)
    expect(study.cover?.localFile?.childImageSharp?.gatsbyImageData.width).toBe(1200)
    const bare = caseStudyContent({ documentId: 'cs2', title: 't', sector: 's' }, ORIGIN)
    expect(bare).toMatchObject({ service: null, results: null, quote: null, cover: null, approach: null })
    expect(bare.headingAnchors).toEqual([])
  })
})
