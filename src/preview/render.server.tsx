/**
 * SERVER-ONLY. The editors' preview drawn to HTML for functions/preview-page.mts
 * (docs/decisions/0020-draft-preview.md). Gatsby's server-render build compiles this module as an
 * entry of its own beside the pages (gatsby-node.ts), so its CSS Modules class names, its `Link`
 * and its translations are exactly the built pages'; the build copies the result to where the
 * function imports it from (src/server/preview-renderer.ts).
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'
import { createTranslations, TranslationsProvider } from '../lib/translations'
import type { Locale } from '../lib/i18n'
import { PreviewArticle, PreviewMessage } from './preview-article'
import type { PreviewContent } from './content'

const TABLES = { fa, en }

const render = (locale: Locale, element: ReactNode) =>
  renderToStaticMarkup(
    <TranslationsProvider value={createTranslations(TABLES, locale)}>{element}</TranslationsProvider>,
  )

/** The document under its banner. */
export const renderPreviewArticle = (content: PreviewContent, now = new Date()): string =>
  render(content.locale, <PreviewArticle content={content} now={now} />)

/** Why there is nothing to see (`message`: a catalogued message, translated here). */
export const renderPreviewMessage = (locale: Locale, message: string): string =>
  render(locale, <PreviewMessage message={message} />)
