import { graphql, type PageProps } from 'gatsby'
import { ArticlePage, type ArticlePageContext } from '../components/article-page'
import { articleHead } from '../components/article-head'
import { PostView, type Neighbour, type PostContent, type RelatedPost } from '../views/post-view'
import { Comments } from '../comments/comments'

type Data = {
  strapiPost: PostContent
  previous: Neighbour
  next: Neighbour
  related0: RelatedPost | null
  related1: RelatedPost | null
  related2: RelatedPost | null
}

export default function PostTemplate({ data, pageContext, location }: PageProps<Data, ArticlePageContext>) {
  const related = [data.related0, data.related1, data.related2].filter((post) => post !== null)
  return (
    <ArticlePage
      context={pageContext}
      view={({ locale, sharePath }) => (
        <PostView
          post={data.strapiPost}
          locale={locale}
          previous={data.previous}
          next={data.next}
          related={related}
          sharePath={sharePath}
        >
          <Comments post={data.strapiPost.documentId} locale={locale} pathname={location.pathname} />
        </PostView>
      )}
    />
  )
}

export const Head = articleHead(({ strapiPost: post }: Data) => ({
  title: post.title,
  lead: post.excerpt,
  cover: post.cover,
  publishedTime: post.publishDate,
  modifiedTime: post.updatedAt,
}))

export const query = graphql`
  query Post(
    $id: String!
    $previousId: String!
    $nextId: String!
    $related0: String!
    $related1: String!
    $related2: String!
  ) {
    strapiPost(id: { eq: $id }) {
      documentId
      title
      slug
      excerpt
      publishDate
      publishDateText
      updatedAt
      authorName
      readingMinutes
      content
      headingAnchors {
        ...HeadingAnchorFields
      }
      blockImages {
        ...BlockImageFields
      }
      tagLinks {
        name
        slug
      }
      cover {
        ...CmsImage
        ...ShareImageFields
      }
    }
    previous: strapiPost(id: { eq: $previousId }) {
      slug
      title
    }
    next: strapiPost(id: { eq: $nextId }) {
      slug
      title
    }
    related0: strapiPost(id: { eq: $related0 }) {
      ...RelatedPostFields
    }
    related1: strapiPost(id: { eq: $related1 }) {
      ...RelatedPostFields
    }
    related2: strapiPost(id: { eq: $related2 }) {
      ...RelatedPostFields
    }
  }

  fragment RelatedPostFields on STRAPI_POST {
    slug
    title
    excerpt
    publishDate
    publishDateText
  }
`
