/**
 * The search page's box and results (ADR 0032): results follow the typing, the address keeps the
 * query (`?q=`) so a search can be shared and reloaded, arrow keys move between the box and the
 * results. Pagefind loads on the first query, not with the page.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { localeNumber } from '../lib/numbers'
import { searchPath, type Locale } from '../lib/i18n'
import { search, type SearchHit } from './pagefind'
import * as styles from './search.module.css'

type State =
  | { phase: 'idle' }
  | { phase: 'searching'; hits: SearchHit[] }
  | { phase: 'done'; query: string; hits: SearchHit[] }
  | { phase: 'failed' }

/** How long typing must pause before a query is asked: one query per word, not per letter. */
const TYPING_PAUSE_MS = 150

export function SearchBox({ locale, initialQuery }: { locale: Locale; initialQuery: string }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState(initialQuery)
  const [state, setState] = useState<State>({ phase: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const statusId = useId()

  useEffect(() => input.current?.focus(), [])

  useEffect(() => {
    const wanted = query.trim()
    window.history.replaceState(window.history.state, '', wanted ? searchPath(locale, wanted) : searchPath(locale))
    if (!wanted) {
      setState({ phase: 'idle' })
      return
    }
    let current = true
    setState((previous) => ({ phase: 'searching', hits: 'hits' in previous ? previous.hits : [] }))
    const timer = setTimeout(() => {
      search(locale, wanted).then(
        (hits) => current && setState({ phase: 'done', query: wanted, hits }),
        () => current && setState({ phase: 'failed' }),
      )
    }, TYPING_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [query, locale, attempt])

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
  const moveFromInput = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return
    const [first] = links()
    if (first) {
      event.preventDefault()
      first.focus()
    }
  }
  const moveInList = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const all = links()
    const index = all.indexOf(event.currentTarget)
    if (index === -1) return
    event.preventDefault()
    const next = index + (event.key === 'ArrowDown' ? 1 : -1)
    if (next < 0) input.current?.focus()
    else all[Math.min(next, all.length - 1)].focus()
  }

  const hits = 'hits' in state ? state.hits : []
  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${statusId}-q`} className={styles.label}>
          {t('search.label')}
        </label>
        <input
          ref={input}
          id={`${statusId}-q`}
          name="q"
          type="search"
          className={styles.input}
          value={query}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
          aria-controls={`${statusId}-results`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={moveFromInput}
        />
      </form>
      <p id={statusId} role="status" className={styles.status}>
        {state.phase === 'idle' && t('search.hint')}
        {state.phase === 'searching' && t('search.searching')}
        {state.phase === 'done' &&
          (state.hits.length === 0
            ? t('search.none', { query: state.query })
            : state.hits.length === 1
              ? t('search.one')
              : t('search.count', { count: localeNumber(state.hits.length, locale) }))}
        {state.phase === 'failed' && (
          <>
            {t('search.failed')}{' '}
            <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
              {t('search.retry')}
            </button>
          </>
        )}
      </p>
      <ol id={`${statusId}-results`} ref={list} className={styles.results}>
        {hits.map((hit) => (
          <li key={hit.url} className={styles.hit}>
            {hit.section && <span className={styles.section}>{t(`search.section.${hit.section}`)}</span>}
            <Link to={hit.url} className={styles.title} onKeyDown={moveInList}>
              {hit.title}
            </Link>
            <p className={styles.excerpt}>
              {hit.excerpt.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
            </p>
          </li>
        ))}
      </ol>
    </>
  )
}
