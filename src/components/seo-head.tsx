import React from 'react'
import { DIRECTION, DEFAULT_LOCALE, LOCALES, type Alternates, type Locale } from '../lib/i18n'

type Props = {
  locale: Locale
  title: string
  description?: string | null
  /** The page's own path, for the canonical link. */
  path: string
  siteUrl: string
  image?: string | null
  alternates?: Alternates
  noindex?: boolean
}

/** Everything a page puts in <head>, including <html lang dir> (Gatsby Head API). */
export function SeoHead({ locale, title, description, path, siteUrl, image, alternates, noindex }: Props) {
  const absolute = (value: string) => new URL(value, siteUrl).toString()
  return (
    <>
      <html lang={locale} dir={DIRECTION[locale]} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={absolute(path)} />}
      {!noindex &&
        LOCALES.filter((other) => alternates?.[other]).map((other) => (
          <link key={other} rel="alternate" hrefLang={other} href={absolute(alternates![other]!)} />
        ))}
      {!noindex && alternates?.[DEFAULT_LOCALE] && <link rel="alternate" hrefLang="x-default" href={absolute(alternates[DEFAULT_LOCALE]!)} />}
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:locale" content={locale === 'fa' ? 'fa_IR' : 'en_US'} />
      {image && <meta property="og:image" content={absolute(image)} />}
    </>
  )
}
