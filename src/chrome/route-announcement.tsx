/**
 * Says where a navigation inside the site went, in the page's language, once per navigation.
 * Gatsby's own announcer says "Navigated to …" in English on every page (its words are fixed in
 * Gatsby's navigation code); walks with a screen reader heard it beside ours on Persian pages
 * (issue [19]), so it is made mute here, not only hidden (src/styles/global.css): no longer a live
 * region, out of the accessibility tree, and emptied whenever Gatsby writes into it. This one
 * names the page as Gatsby does: its main heading, else its title, else its address. The first
 * page of a visit is announced by the browser's own page load, so only later ones are.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../lib/translations'
import * as styles from './route-announcement.module.css'

/** How long a page without a heading yet is given for its screen to come before it is named otherwise. */
export const HEADING_WAIT_MS = 1000

/** Gatsby's announcer element (the id its navigation code gives it, gatsby/cache-dir/route-announcer-props.js). */
export const GATSBY_ANNOUNCER_ID = 'gatsby-announcer'

const muted = new WeakSet<Element>()

/**
 * Mutes Gatsby's announcer, if the page has one: once per element (Gatsby may mount a new one).
 * React set its attributes once and never sets them again while they do not change, and it
 * writes its text through a ref, which the observer empties before anything reads it.
 */
export function muteGatsbyAnnouncer(root: Document = document): void {
  const announcer = root.getElementById(GATSBY_ANNOUNCER_ID)
  if (!announcer || muted.has(announcer)) return
  muted.add(announcer)
  announcer.removeAttribute('aria-live')
  announcer.removeAttribute('aria-atomic')
  announcer.setAttribute('aria-hidden', 'true')
  announcer.textContent = ''
  new MutationObserver(() => {
    if (announcer.textContent) announcer.textContent = ''
  }).observe(announcer, { childList: true, characterData: true, subtree: true })
}

export function RouteAnnouncement({ pathname }: { pathname: string }) {
  const { t } = useTranslation()
  const say = useRef(t)
  say.current = t
  // `count` keys the text: a page named as the one before it (the next page of a list) is a new
  // text node all the same, so it is announced too.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const shown = useRef(pathname)
  useEffect(() => {
    muteGatsbyAnnouncer()
    if (shown.current === pathname) return
    shown.current = pathname
    const announce = (page: string) => {
      const text = say.current('a11y.navigated', { page })
      setAnnouncement((last) => ({ text, count: last.count + 1 }))
    }
    const heading = () => document.querySelector('#gatsby-focus-wrapper h1')?.textContent?.trim()
    let observer: MutationObserver | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the new page has painted: its heading and title are in the document then, but for a
    // screen that comes a moment later (the account area's are loaded on first use, and a walk
    // heard the bare address in Persian): that one is announced when its heading comes, or by
    // its title or address if none comes soon.
    const frame = requestAnimationFrame(() => {
      const now = heading()
      if (now) return announce(now)
      const wrapper = document.getElementById('gatsby-focus-wrapper')
      const settle = (page: string) => {
        observer?.disconnect()
        clearTimeout(timer)
        announce(page)
      }
      if (wrapper) {
        observer = new MutationObserver(() => {
          const later = heading()
          if (later) settle(later)
        })
        observer.observe(wrapper, { childList: true, subtree: true, characterData: true })
      }
      timer = setTimeout(() => settle(heading() || document.title || pathname), HEADING_WAIT_MS)
    })
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      clearTimeout(timer)
    }
  }, [pathname])
  return (
    <div className={styles.announcement} aria-live="assertive" aria-atomic="true">
      {announcement.text && <span key={announcement.count}>{announcement.text}</span>}
    </div>
  )
}
