/**
 * The error page's body (requirements §2): status code, message, the apology text (a page not found,
 * or a fault on our side), a Home button (clears the error and goes to the home page in the
 * language the reader is reading) and a Back button (clears the error and goes back). Used by the
 * 404 page and by the error boundary.
 */
import type { ReactNode } from 'react'
import { navigate } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { DIRECTION, type Locale } from '../lib/i18n'
import { BackArrowIcon } from './icons'
import * as styles from './error-view.module.css'
import { localeNumber } from '../lib/numbers'
import { pathPieces } from '../lib/missing-path'

type Props = {
  locale: Locale
  status: number
  message: string
  /** Shown after the message ("Page not found: /x"); the 404 function fills it on the server. */
  detail?: ReactNode
  /** Clears the error state before leaving (error boundary). */
  onClear?: () => void
  headingLevel?: 'h1' | 'h2'
}

/**
 * The missing address after a 404's message ("Page not found: /x"), in exactly the markup
 * functions/not-found.mts fills into the prebuilt page (src/lib/missing-path.ts), so the page
 * hydrates over it: a separator of one text node, then the path isolated left to right in pieces
 * that each end at a slash (the heading's style makes each an unbreakable box). Empty until the
 * path is known.
 */
export function MissingPathDetail({ path }: { path: string | null }) {
  return (
    <span data-missing-path="">
      {path && (
        <>
          {': '}
          <bdi dir="ltr">
            {pathPieces(path).map((piece, index) => (
              <span key={index}>{piece}</span>
            ))}
          </bdi>
        </>
      )}
    </span>
  )
}

export function ErrorView({ locale, status, message, detail, onClear, headingLevel = 'h1' }: Props) {
  const { i18n } = useTranslation()
  const t = i18n.getFixedT(locale)
  const Heading = headingLevel
  return (
    <section
      lang={locale}
      dir={DIRECTION[locale]}
      className={styles.view}
      data-testid={`error-${locale}`}
      data-status={status}
    >
      <p className={styles.status}>{localeNumber(status, locale, { grouping: false })}</p>
      <Heading className={styles.heading}>
        {message}
        {detail}
      </Heading>
      <p className={styles.text}>{t(status === 404 ? 'error.apology' : 'error.apologyUnexpected')}</p>
      <div className={styles.actions}>
        {/* A plain link, so it works before the page's script has loaded. The reader's language is
            the page's, not their browser's: / would choose by Accept-Language. */}
        <a href={`/${locale}/`} onClick={() => onClear?.()} className={styles.home}>
          {t('error.home')}
        </a>
        <button
          type="button"
          className={styles.back}
          onClick={() => {
            onClear?.()
            // Opened in a new tab or from another site's link, there is no page of ours to go back to: home.
            if (window.history.length > 1) window.history.back()
            else void navigate(`/${locale}/`)
          }}
        >
          <BackArrowIcon />
          {t('error.back')}
        </button>
      </div>
    </section>
  )
}
