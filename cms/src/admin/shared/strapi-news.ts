/**
 * Strapi's "Introducing the new Media Library" banner sits above every page of the admin until
 * each person closes it: news of Strapi's own release, which no editor of the site acts on
 * (issue [25], docs/decisions/0075-strapi-news-closed.md). It is closed here as the banner itself records a close: a flag in the
 * browser's storage, under a key of Strapi's (`MediaLibraryBanner`, Strapi 5.54) that names the
 * instance and whether the old library is switched on. No setting turns it off, and it is not
 * patched; if a later Strapi changes the key, the banner comes back and the e2e test that looks
 * for it fails.
 */
/** What the admin's page keeps on `window.strapi` (typed by Strapi's server types as the server's global). */
type AdminGlobal = { backendURL?: string; featureFlags?: { isEnabled?: (flag: string) => boolean } }
type AdminWindow = { localStorage: Pick<Storage, 'setItem'>; strapi?: unknown }

export const mediaLibraryBannerKey = (legacyLibrary: boolean, instance: unknown) =>
  `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacyLibrary}:${instance}`

const adminOf = (win: AdminWindow) => win.strapi as AdminGlobal | undefined

/** The instance's public facts, read as Strapi's own first call reads them (no token needed). */
async function instanceFacts(win: AdminWindow): Promise<{ uuid?: unknown }> {
  const answer = await fetch(`${adminOf(win)?.backendURL ?? ''}/admin/init`)
  return ((await answer.json()) as { data: { uuid?: unknown } }).data
}

export async function closeStrapiNews(win: AdminWindow = window, facts = instanceFacts): Promise<void> {
  const legacyLibrary = adminOf(win)?.featureFlags?.isEnabled?.('useLegacyMediaLibrary') === true
  const { uuid } = await facts(win)
  win.localStorage.setItem(mediaLibraryBannerKey(legacyLibrary, uuid), 'true')
}
