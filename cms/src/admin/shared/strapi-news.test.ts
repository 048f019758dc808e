import { closeStrapiNews, mediaLibraryBannerKey } from './strapi-news'

function browser(legacy: boolean) {
  const stored = new Map<string, string>()
  const win = {
    strapi: { featureFlags: { isEnabled: (flag: string) => flag === 'useLegacyMediaLibrary' && legacy } },
    localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
  } as unknown as Window
  return { win, stored }
}

it("closes Strapi's Media Library banner under the key the banner reads, for this instance and library", async () => {
  for (const legacy of [false, true]) {
    const { win, stored } = browser(legacy)
    await closeStrapiNews(win, async () => ({ uuid: 'b7c1' }))
    // Strapi 5.54's MediaLibraryBanner: `STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${isLegacy}` scoped by the instance's uuid.
    expect([...stored]).toEqual([[`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:b7c1`, 'true']])
    expect(stored.has(mediaLibraryBannerKey(legacy, 'b7c1'))).toBe(true)
  }
})
