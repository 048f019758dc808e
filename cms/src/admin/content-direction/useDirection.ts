import * as React from 'react'
import { useQueryParams } from '@strapi/strapi/admin'
import { DIRECTION, isLocale, type Locale } from '../../rules/locales'

/** A language's direction, or `auto`: each element's own, from the first letter written in it. */
export type Direction = 'rtl' | 'ltr' | 'auto'

/**
 * The direction of the language the Content Manager shows entries in (`plugins[i18n][locale]`),
 * for a type with languages of its own, or else of the one entry's own language, handed to
 * `apply` with the page's main element now and whenever the page adds elements (a component's
 * fields, the next page of a list); `auto` for a page of entries that name no language (comments
 * in a list, a subscriber), whose text may be in either. Strapi's menu links carry the default
 * language to every type, those without languages too: there the address's language says nothing.
 */
export function useDirection(
  apply: ((main: HTMLElement, dir: Direction) => void) | null,
  { localized, entryLanguage }: { localized: boolean; entryLanguage?: Locale },
) {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>()
  const locale = (localized ? query.plugins?.i18n?.locale : undefined) ?? entryLanguage
  React.useEffect(() => {
    const main = document.querySelector('main')
    if (!apply || !main) return
    const dir = locale && isLocale(locale) ? DIRECTION[locale] : 'auto'
    const run = () => apply(main, dir)
    run()
    const observer = new MutationObserver(run)
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [apply, locale])
}
