/**
 * "Share this" under an article (requirements §2, layout; issue [23]): a link per service with the page's
 * own title and address, the phone's share sheet where the browser has one (Web Share API), and
 * copying the address. The links work without JavaScript; the two buttons appear once it runs.
 * Nothing is loaded from the services and no referrer goes to them.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from '../lib/translations'
import { useSiteFrame } from '../lib/site-frame'
import type { Locale } from '../lib/i18n'
import { SHARE_ORDER, shareHref } from './share-targets'
import * as styles from './share-links.module.css'

type Props = { locale: Locale; title: string; path: string }

/** How long "Link copied" stays. */
const COPIED_MS = 4000

export function ShareLinks({ locale, title, path }: Props) {
  const { t } = useTranslation()
  const url = new URL(path, useSiteFrame().site.siteMetadata.siteUrl).href
  const [scripted, setScripted] = useState<{ sheet: boolean }>()
  const [copied, setCopied] = useState(false)
  useEffect(() => setScripted({ sheet: typeof navigator.share === 'function' }), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      // Said for a while, then the line is free to say it again on the next tap.
      setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      // No clipboard here (an insecure page, a refusal): the address to copy by hand.
      window.prompt(t('share.copy'), url)
    }
  }

  return (
    <section aria-labelledby="share-title" className={styles.share} data-pagefind-ignore>
      <h2 id="share-title" className={styles.title}>
        {t('share.title')}
      </h2>
      <ul className={styles.list}>
        {scripted?.sheet && (
          <li>
            <button
              type="button"
              className={styles.item}
              // A closed sheet rejects: nothing to say.
              onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
            >
              {t('share.sheet')}
            </button>
          </li>
        )}
        {SHARE_ORDER[locale].map((target) => (
          <li key={target}>
            <a
              className={styles.item}
              href={shareHref(target, url, title)}
              {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {t(`share.${target}`)}
            </a>
          </li>
        ))}
        {scripted && (
          <li>
            <button type="button" className={styles.item} onClick={() => void copy()}>
              {t('share.copy')}
            </button>
          </li>
        )}
      </ul>
      <p className={styles.status} role="status">
        {copied ? t('share.copied') : ''}
      </p>
    </section>
  )
}
