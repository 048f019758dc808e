import { DIRECTION, DEFAULT_LOCALE, LOCALES, type Alternates, type Locale } from '../lib/i18n'
import { canonicalUrl, pageTitle } from '../lib/seo'
import { rssPath } from '../lib/feeds'
import { BACKGROUNDS } from '../color-modes'
import { siteInfoFor, useSiteFrame } from '../lib/site-frame'

export type ShareImage = { url: string; width?: number | null; height?: number | null; alt?: string | null }

type Props = {
  locale: Locale
  /** The page's own title; when empty the title comes from the path (src/lib/seo.ts). */
  title?: string | null
  /** The title as given, without " | site name" (the home page, whose title is the site's own). */
  standaloneTitle?: boolean
  description?: string | null
  /** The address as requested: path and query (canonical keeps whitelisted parameters only). */
  pathname: string
  search?: string
  image?: ShareImage | null
  alternates?: Alternates
  /** Where a reader with no matching language goes; defaults to the default locale's page. */
  xDefault?: string
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  noindex?: boolean
}

/** Everything a page puts in <head>, including <html lang dir> (Gatsby Head API). */
export function SeoHead(props: Props) {
  const { locale, description, pathname, search = '', image, alternates, noindex, type = 'website' } = props
  // Site name (appended as "title | site name") and address: the same for every page (static query).
  const frame = useSiteFrame()
  const siteName = siteInfoFor(frame, locale)?.name
  const siteUrl = frame.site.siteMetadata.siteUrl
  const absolute = (value: string) => new URL(value, siteUrl).toString()
  const title = pageTitle({ title: props.title, pathname }, props.standaloneTitle ? null : siteName)
  const canonical = canonicalUrl(siteUrl, `${pathname}${search}`)
  const xDefault = props.xDefault ?? alternates?.[DEFAULT_LOCALE]
  const imageUrl = image?.url ? absolute(image.url) : null
  return (
    <>
      <html lang={locale} dir={DIRECTION[locale]} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={BACKGROUNDS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={BACKGROUNDS.dark} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex &&
        LOCALES.filter((other) => alternates?.[other]).map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={absolute(alternates![other]!)} />
        ))}
      {!noindex && xDefault && <link rel="alternate" hrefLang="x-default" href={absolute(xDefault)} />}
      <link rel="alternate" type="application/rss+xml" title={siteName ?? undefined} href={absolute(rssPath(locale))} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {siteName && <meta property="og:site_name" content={siteName} />}
      {!noindex && <meta property="og:url" content={canonical} />}
      {description && <meta property="og:description" content={description} />}
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter((other) => other !== locale && alternates?.[other]).map((other) => (
        <meta key={other} property="og:locale:alternate" content={OG_LOCALE[other]} />
      ))}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {imageUrl && image?.height && <meta property="og:image:height" content={String(image.height)} />}
      {imageUrl && image?.alt && <meta property="og:image:alt" content={image.alt} />}
      {type === 'article' && props.publishedTime && (
        <meta property="article:published_time" content={props.publishedTime} />
      )}
      {type === 'article' && props.modifiedTime && (
        <meta property="article:modified_time" content={props.modifiedTime} />
      )}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description && <meta name="twitter:description" content={description} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageUrl && image?.alt && <meta name="twitter:image:alt" content={image.alt} />}
    </>
  )
}

const OG_LOCALE: Record<Locale, string> = { fa: 'fa_IR', en: 'en_US' }
