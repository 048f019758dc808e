/**
 * Comment limits, in a module with no imports: the post page's always-loaded comment list needs
 * the page size, and must not pull the validation code (which loads with the form) into every
 * post page.
 */
export const COMMENT_LIMITS = {
  /** Characters (code points) after normalising: long enough to say something, short enough to stay a comment. */
  text: { min: 2, max: 1000 },
  /** Comments per page of the list ('load more' fetches the next page). */
  pageSize: 10,
  /** Largest page a caller may ask for. */
  maxPageSize: 50,
} as const
