/**
 * Says where a navigation inside the site went, in the page's language. Gatsby's own announcer
 * says "Navigated to …" in English on every page (its words are fixed in Gatsby's navigation
 * code), so it is hidden (src/styles/global.css) and this one speaks instead, naming the page as
 * Gatsby does: its main heading, else its title, else its address. The first page of a visit is
 * announced by the browser's own page load, so only later ones are.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../lib/translations'
import * as styles from './route-announcement.module.css'

export function RouteAnnouncement({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  const say = useRef(t)
  say.current = t
  const [text, setText] = useState('')
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    // After the new page has painted: its heading and title are in the document then.
    const frame = requestAnimationFrame(() => {
      const heading = document.querySelector('#gatsby-focus-wrapper h1')?.textContent?.trim()
      setText(say.current('a11y.navigated', { page: heading || document.title || pathname }))
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
  return (
    <div className={styles.announcement} aria-live="assertive" aria-atomic="true">
      {text}
    </div>
  )
}
