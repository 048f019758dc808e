import * as React from 'react'
import { useIntl } from 'react-intl'
import type { FormatXMLElementFn, PrimitiveType } from 'intl-messageformat'
import { isLocale, type Locale } from '../../rules/locales'
import { en, type Message, type MessageId } from './en'

type RichValues = Record<string, PrimitiveType | React.ReactNode | FormatXMLElementFn<React.ReactNode>>

/**
 * Our panels' words in the admin user's interface language (their profile's choice, which Strapi
 * gives react-intl), from ./en.ts and ./fa.ts. `language` is that choice as the site's locale;
 * numbers come out in its digits.
 */
export function useText() {
  const intl = useIntl()
  return React.useMemo(() => {
    const language: Locale = intl.locale === 'fa' ? 'fa' : 'en'
    const t = (id: MessageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id, defaultMessage: en[id] }, values)
    /** A message with markup (`<b>…</b>`): its tags are functions of their content in `values`. */
    const rich = (id: MessageId, values: RichValues) => intl.formatMessage({ id, defaultMessage: en[id] }, values)
    return {
      language,
      t,
      rich,
      say: (message: Message) => t(message.id, message.values),
      /** A language's name ("Persian", «فارسی»), or its code for one the site lacks. */
      languageName: (locale: string) => (isLocale(locale) ? t(`site.language.${locale}`) : locale),
      number: (value: number, options?: Parameters<typeof intl.formatNumber>[1]) => intl.formatNumber(value, options),
      /** A list of phrases joined as the language joins them ("a and b", «الف و ب»). */
      list: (items: string[]) => intl.formatList(items, { type: 'conjunction' }),
    }
  }, [intl])
}

export type Text = ReturnType<typeof useText>
