/**
 * The tag pages gatsby-node makes (issue [19], docs/decisions/0042-tag-pages.md): in each
 * language, the index of its tags with their posts' count, and a page per tag listing its posts
 * newest first, paged as the post list is. A language's tags come from its own posts only: a tag
 * with no post in the other language has no page there, and its page names no translation.
 */
import { LOCALES, POSTS_PER_PAGE, tagIndexPath, tagPath, type Alternates, type Locale } from '../lib/i18n'
import { tagsOfPosts, type TaggedPost } from './tags'

/** A tag as the index lists it. */
export type TagCount = { slug: string; name: string; count: number }

/** The index's page context beside the locale's (src/templates/tag-list.tsx). */
export type TagIndexContext = { alternates: Alternates; tags: TagCount[] }

/** A tag page's context beside the locale's (src/templates/tag.tsx). ids: the page's posts, newest first. */
export type TagPageContext = {
  alternates: Alternates
  tag: { slug: string; name: string; count: number }
  ids: string[]
  currentPage: number
  pageCount: number
}

export type TagPagePlan =
  | { template: 'tag-list'; locale: Locale; path: string; context: TagIndexContext }
  | { template: 'tag'; locale: Locale; path: string; context: TagPageContext }

/** Posts of every language, newest first (gatsby-node's query order). */
export type LocalizedTaggedPost = TaggedPost & { locale: string }

const pageCountOf = (posts: number) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))

export function tagPages(posts: readonly LocalizedTaggedPost[]): TagPagePlan[] {
  const tagsByLocale = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      tagsOfPosts(
        posts.filter((post) => post.locale === locale),
        locale,
      ),
    ]),
  ) as Record<Locale, ReturnType<typeof tagsOfPosts>>
  const pageCounts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      new Map(tagsByLocale[locale].map((tag) => [tag.slug, pageCountOf(tag.postIds.length)])),
    ]),
  ) as Record<Locale, Map<string, number>>
  const indexAlternates: Alternates = Object.fromEntries(LOCALES.map((locale) => [locale, tagIndexPath(locale)]))

  return LOCALES.flatMap((locale): TagPagePlan[] => {
    const tags = tagsByLocale[locale]
    const index: TagPagePlan = {
      template: 'tag-list',
      locale,
      path: tagIndexPath(locale),
      context: {
        alternates: indexAlternates,
        tags: tags.map((tag) => ({ slug: tag.slug, name: tag.name, count: tag.postIds.length })),
      },
    }
    const pages = tags.flatMap((tag) => {
      const pageCount = pageCountOf(tag.postIds.length)
      return Array.from({ length: pageCount }, (_, at): TagPagePlan => {
        const page = at + 1
        // The same slug in another language is the same tag there ("CI"), when that page exists.
        const alternates: Alternates = Object.fromEntries(
          LOCALES.filter((other) => (pageCounts[other].get(tag.slug) ?? 0) >= page).map((other) => [
            other,
            tagPath(other, tag.slug, page),
          ]),
        )
        return {
          template: 'tag',
          locale,
          path: tagPath(locale, tag.slug, page),
          context: {
            alternates,
            tag: { slug: tag.slug, name: tag.name, count: tag.postIds.length },
            ids: tag.postIds.slice(at * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
            currentPage: page,
            pageCount,
          },
        }
      })
    })
    return [index, ...pages]
  })
}
