import { useEffect, useState } from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Box, Button, Flex, Heading, Text } from 'theme-ui'
import { useTranslation } from 'react-i18next'
import { DIRECTION, LOCALES, localeFromPath, localePath, type Locale } from '../lib/i18n'
import { displayPath } from '../lib/missing-path'
import { headTranslator } from '../lib/head-translations'
import type { TranslationEdges } from '../cms/types'

type Data = { locales: TranslationEdges }

/**
 * One 404 for every unknown address. The host answers /en/* and /fa/* misses with the locale's
 * copy of this page (status 404) and other misses with /404.html; either way the language comes
 * from the address, because the browser runtime swaps in /404.html's component after loading.
 * An address without a locale gets both languages.
 */
function NotFoundMessage({ locale, path }: { locale: Locale; path: string | null }) {
  const { i18n } = useTranslation()
  const t = i18n.getFixedT(locale)
  return (
    <Box as="section" lang={locale} dir={DIRECTION[locale]} sx={{ py: 4 }} data-testid={`not-found-${locale}`}>
      <Text as="p" sx={{ fontSize: 7, fontWeight: 800, color: 'primary', m: 0 }}>
        {t('notFound.status')}
      </Text>
      <Heading as="h1" sx={{ fontSize: 5 }}>
        {t('notFound.title')}
        {/* functions/not-found.mts fills this in on the server; see MISSING_PATH_SLOT. */}
        <span data-missing-path="">
          {path && (
            <>
              : <bdi dir="ltr">{path}</bdi>
            </>
          )}
        </span>
      </Heading>
      <Text as="p">{t('notFound.message')}</Text>
      <Flex sx={{ gap: 3, mt: 3 }}>
        {/* A link, so it works before the page's script has loaded. */}
        <Link to={localePath(locale, '/')} sx={{ variant: 'buttons.primary', display: 'inline-block' }}>
          {t('notFound.home')}
        </Link>
        <Button variant="secondary" onClick={() => window.history.back()}>
          {t('notFound.back')}
        </Button>
      </Flex>
    </Box>
  )
}

export default function NotFoundPage({ location }: PageProps<Data>) {
  const locale = localeFromPath(location.pathname)
  // One prebuilt copy serves every miss, so the address is filled in by the 404 function on the
  // server (read back here, so hydration matches) or, where that did not run, after mount from
  // window (Gatsby hands this page /en/404/ as its location when the host served that copy).
  const [path, setPath] = useState<string | null>(() =>
    typeof document === 'undefined' ? null : document.querySelector('[data-missing-path] bdi')?.textContent ?? null,
  )
  useEffect(() => setPath(displayPath(window.location.pathname)), [location.pathname])
  const shown = locale ? [locale] : [...LOCALES]
  return (
    <Box as="main" sx={{ maxWidth: 'prose', mx: 'auto', px: 3, py: 6 }}>
      {shown.map((item) => (
        <NotFoundMessage key={item} locale={item} path={path} />
      ))}
    </Box>
  )
}

export function Head({ data, location }: HeadProps<Data>) {
  const locale = localeFromPath(location.pathname) ?? 'fa'
  const t = headTranslator(data.locales, locale)
  return (
    <>
      <html lang={locale} dir={DIRECTION[locale]} />
      <title>{`404 ${t('notFound.title')}`}</title>
      <meta name="robots" content="noindex" />
    </>
  )
}

export const query = graphql`
  query NotFound {
    locales: allLocale {
      ...Translations
    }
  }
`
