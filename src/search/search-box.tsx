/**
 * The search page's box and results (ADR 0032): results follow the typing, the address keeps the
 * query (`?q=`) so a search can be shared and reloaded, arrow keys move between the box and the
 * results. Pagefind loads on the first query, not with the page. What was typed after the search
 * key before the page came is the box's from the start; Escape clears the box, and in an empty box
 * leaves; a query in the other language's script is offered that language's search (ADR 0041).
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'gatsby'
import { useTranslation } from '../lib/translations'
import { localeNumber } from '../lib/numbers'
import { DIRECTION, searchPath, type Locale } from '../lib/i18n'
import { CloseIcon, SearchIcon } from '../chrome/icons'
import { search, type SearchHit } from './pagefind'
import { otherLanguageOf } from './query-script'
import { takeHeldTyping } from './typing-holder'
import * as styles from './search.module.css'

type State =
  | { phase: 'idle' }
  | { phase: 'searching'; hits: SearchHit[] }
  | { phase: 'done'; query: string; total: number; hits: SearchHit[] }
  | { phase: 'failed' }

/** How long typing must pause before a query is asked: one query per word, not per letter. */
const TYPING_PAUSE_MS = 150
/** Results shown at first, and added by each "more results". */
const PAGE = 10
/**
 * The longest query taken: longer than any phrase a reader searches for, short enough that the
 * address keeping it stays under what servers accept.
 */
export const LONGEST_QUERY = 200
/** How much of a query that found nothing is quoted back. */
const QUOTED = 60

/** A reader's text inside a sentence of the page's language, kept in its own direction. */
const isolated = (text: string) => `\u2068${text.length > QUOTED ? `${text.slice(0, QUOTED)}…` : text}\u2069`

/**
 * Whether the page before this one in the tab is a page of this site: the router keys every entry
 * it adds; a page loaded from elsewhere (a link, a bookmark, the address bar) is the "initial" one.
 */
export const cameFromThisSite = (routerKey: string | undefined) => Boolean(routerKey) && routerKey !== 'initial'

/**
 * `onQuery`: told the query as it changes (the page keeps it in its language links). `onLeave`:
 * what Escape in an empty box does (back to the page the reader searched from); without it,
 * nothing.
 */
export function SearchBox({
  locale,
  initialQuery,
  onQuery,
  onLeave,
}: {
  locale: Locale
  initialQuery: string
  onQuery?: (query: string) => void
  onLeave?: () => void
}) {
  const { t, i18n } = useTranslation()
  const [query, setQuery] = useState(initialQuery.slice(0, LONGEST_QUERY))
  const [state, setState] = useState<State>({ phase: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const [limit, setLimit] = useState(PAGE)
  /** The first result "more results" added, to take the focus once shown. */
  const firstAdded = useRef<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLOListElement>(null)
  const statusId = useId()

  // Before the browser hands the next key to anyone: the box takes what the reader has typed so
  // far, then the focus, so the next key lands after it.
  useLayoutEffect(() => {
    const box = input.current
    if (!box) return
    const held = takeHeldTyping()
    if (held?.text) {
      const text = held.text.slice(0, LONGEST_QUERY)
      box.value = text
      setQuery(text)
    }
    box.focus()
    if (held?.text) box.setSelectionRange(held.selectionStart, held.selectionEnd)
  }, [])

  useEffect(() => {
    const wanted = query.trim()
    window.history.replaceState(window.history.state, '', wanted ? searchPath(locale, wanted) : searchPath(locale))
    onQuery?.(wanted)
    if (!wanted) {
      setState({ phase: 'idle' })
      return
    }
    let current = true
    setState((previous) => ({ phase: 'searching', hits: 'hits' in previous ? previous.hits : [] }))
    const timer = setTimeout(() => {
      search(locale, wanted, limit).then(
        ({ total, hits }) => current && setState({ phase: 'done', query: wanted, total, hits }),
        () => current && setState({ phase: 'failed' }),
      )
    }, TYPING_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
    // onQuery is left out: a new callback each render of the page must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, locale, attempt, limit])

  useEffect(() => {
    // Not on the render that asks for more (the old results are still shown): once they came.
    if (state.phase !== 'done' || firstAdded.current === null || state.hits.length <= firstAdded.current) return
    links()[firstAdded.current]?.focus()
    firstAdded.current = null
  })

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])]
  const change = (text: string) => {
    setQuery(text)
    setLimit(PAGE)
  }
  const clear = () => {
    change('')
    input.current?.focus()
  }
  const onBoxKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape in an input method ends the composition, not the search.
    if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // The browser's own Escape in a search field clears it too, and only in some browsers.
      event.preventDefault()
      if (query) clear()
      else onLeave?.()
      return
    }
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
  const wanted = query.trim()
  const other = otherLanguageOf(wanted, locale)
  return (
    <>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${statusId}-q`} className={styles.label}>
          {t('search.label')}
        </label>
        {/* The magnifier and the clear button stand at the box's two ends, so the text, which
            takes its own direction (dir="auto"), clears both whichever end it starts at. */}
        <div className={styles.field}>
          <input
            ref={input}
            id={`${statusId}-q`}
            name="q"
            type="search"
            className={styles.input}
            value={query}
            maxLength={LONGEST_QUERY}
            dir="auto"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={statusId}
            aria-controls={`${statusId}-results`}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onBoxKeyDown}
          />
          <SearchIcon className={styles.magnifier} />
          {query && (
            <button
              type="button"
              className={styles.clearButton}
              aria-label={t('search.clear')}
              title={t('search.clear')}
              onClick={clear}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </div>
      </form>
      <p id={statusId} role="status" className={styles.status}>
        {state.phase === 'idle' && t('search.hint')}
        {state.phase === 'searching' && t('search.searching')}
        {state.phase === 'done' &&
          (state.total === 0
            ? t('search.none', { query: isolated(state.query) })
            : state.total === 1
              ? t('search.one')
              : t('search.count', { count: localeNumber(state.total, locale) }))}
        {state.phase === 'failed' && (
          <>
            {t('search.failed')}{' '}
            <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
              {t('search.retry')}
            </button>
          </>
        )}
      </p>
      {other && (
        // In the language the reader typed: a reader typing English on the Persian pages reads it.
        <p lang={other} dir={DIRECTION[other]} className={styles.elsewhere}>
          <Link to={searchPath(other, wanted)} hrefLang={other}>
            {i18n.getFixedT(other)('search.inThisLanguage', { query: isolated(wanted) })}
          </Link>
        </p>
      )}
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
      {state.phase === 'done' && state.total > state.hits.length && (
        <button
          type="button"
          className={styles.more}
          onClick={() => {
            firstAdded.current = state.hits.length
            setLimit((shown) => shown + PAGE)
          }}
        >
          {t('search.more')}
        </button>
      )}
    </>
  )
}
