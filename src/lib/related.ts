/**
 * Related reading under a post (issue [18], ADR 0033): up to three other posts of its language,
 * those sharing the most tags first, newer first among equals, then the posts nearest it in
 * time, leaving out its previous and next posts, which the post links right below. Decided at
 * build time.
 */
export type RelatedCandidate = { id: string; tags: string[] }

export const RELATED_POSTS = 3

/**
 * For each post of one language, newest first, the ids of its related posts. Tags are compared
 * as `sameTag` folds them. Linear in the posts and their tags' sizes, not quadratic: a blog of
 * thousands of posts builds in the same time with it.
 */
export function relatedPostIds(
  posts: RelatedCandidate[],
  sameTag: (name: string) => string = (name) => name,
): string[][] {
  const byTag = new Map<string, number[]>()
  const tagsOf = posts.map((post) => [...new Set(post.tags.map(sameTag).filter(Boolean))])
  tagsOf.forEach((tags, index) => {
    for (const tag of tags) byTag.set(tag, [...(byTag.get(tag) ?? []), index])
  })
  return posts.map((_post, index) => {
    const excluded = new Set([index - 1, index, index + 1])
    const shared = new Map<number, number>()
    for (const tag of tagsOf[index])
      for (const other of byTag.get(tag) ?? [])
        if (!excluded.has(other)) shared.set(other, (shared.get(other) ?? 0) + 1)
    // Newer first among equals: a smaller index is a newer post.
    const picked = [...shared].sort(([a, countA], [b, countB]) => countB - countA || a - b).map(([other]) => other)
    // Nearest in time next, the newer of two as near: a smaller index is a newer post.
    for (let distance = 2; picked.length < RELATED_POSTS && distance < posts.length; distance++)
      for (const other of [index - distance, index + distance])
        if (other >= 0 && other < posts.length && !shared.has(other)) picked.push(other)
    return picked.slice(0, RELATED_POSTS).map((other) => posts[other].id)
  })
}
