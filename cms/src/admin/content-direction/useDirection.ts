import * as React from 'react'
import { useQueryParams } from '@strapi/strapi/admin'
import { DIRECTION, isLocale, type Locale } from '../../rules/locales'

/**
 * The direction of the language the Content Manager shows entries in (`plugins[i18n][locale]`),
 * or else of the one entry's own language, handed to `apply` with the page's main element now and
 * whenever the page adds elements (a component's fields, the next page of a list); nothing for a
 * page without a language.
 */
export function useDirection(apply: ((main: HTMLElement, dir: 'rtl' | 'ltr') => void) | null, entryLanguage?: Locale) {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>()
  const locale = query.plugins?.i18n?.locale ?? entryLanguage
  React.useEffect(() => {
    const main = document.querySelector('main')
    if (!apply || !locale || !isLocale(locale) || !main) return
    const dir = DIRECTION[locale]
    const run = () => apply(main, dir)
    run()
    const observer = new MutationObserver(run)
    observer.observe(main, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [apply, locale])
}
