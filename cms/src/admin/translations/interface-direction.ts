import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { ThemeProvider } from 'styled-components'
import { lightTheme } from '@strapi/design-system'
import { ArrowLeft, ArrowLineLeft, ArrowLineRight, ArrowRight, ChevronLeft, ChevronRight } from '@strapi/icons'
import { DIRECTION, isLocale } from '../../rules/locales'

/**
 * Elements Strapi's components mark left to right by default: Radix's Tabs (around the edit view's
 * form and side panels) and ScrollArea (the homepage's tables) write `dir="ltr"` when nothing tells
 * them the direction, and Strapi gives them no direction provider we could reach. Our own `dir`s
 * are on fields, cells and editors (../content-direction/), and on text our panels show left to
 * right whatever the interface (an address), which is a `<bdi dir="ltr">`: never on these.
 */
const DEFAULT_LEFT_TO_RIGHT = '[dir="ltr"]:not(input):not(textarea):not(td):not(th):not([contenteditable]):not(bdi)'
/** What is typed in Latin letters in any language: an address, a password, a number. */
const MACHINE_INPUTS =
  'input[type="email"], input[type="url"], input[type="password"], input[type="tel"], input[type="number"]'
const FLIPPED = 'data-interface-direction'
/**
 * A table cell no one gave a direction (Strapi's lists of entries of many kinds: a redirect's
 * `/en/lab` beside a Persian title) takes its own from its first letter, so an address keeps its
 * slashes where they belong. Cells our lists direct by their language keep theirs.
 */
const CELLS_BY_CONTENT = 'html[dir="rtl"] td:not([dir]), html[dir="rtl"] td:not([dir]) * { unicode-bidi: plaintext; }'
/**
 * The same for the names on the Media Library's cards (its grid view), cut with an ellipsis where
 * they do not fit: a file's Latin name is cut at its end, so the start that tells files apart
 * stays in view; a Persian name reads from the right.
 */
const MEDIA_NAMES_BY_CONTENT =
  'html[dir="rtl"] [data-testid="assets-grid"] [role="listitem"] * { unicode-bidi: plaintext; }'
/**
 * Every cell of a right-to-left table starts at its right edge, under its heading, whatever runs in
 * it: a cell taking its direction from its content would otherwise put a count, an address or an
 * English title at its left edge.
 */
const CELLS_UNDER_THEIR_HEADINGS = 'html[dir="rtl"] td { text-align: right; }'
/**
 * A right-to-left page never scrolls sideways as a whole. What Strapi places for a moment past its
 * left edge (a popover before it is positioned: the rich-text toolbar's "more" menu) would
 * otherwise widen a phone's layout viewport to take it in, and the menu is then placed in that
 * wider page, off the screen. Wide content scrolls in its own box (a list's table).
 */
const NO_PAGE_SIDEWAYS = 'html[dir="rtl"], html[dir="rtl"] body { overflow-x: clip; }'

/**
 * Strapi's icons that point along the line ("Back ←", a list's next page ›, the menu's collapse),
 * mirrored in a right-to-left interface as its layout is: drawn by Strapi's own icon set, so each is
 * found by its drawing (the path it renders), with nothing of Strapi's changed.
 */
export function mirroredIconsRule(document: Document = window.document): string {
  // Drawn once, off the page, as the admin draws them (they read their colours from its theme).
  const container = document.createElement('div')
  const root = createRoot(container)
  const icons = [ArrowLeft, ArrowRight, ArrowLineLeft, ArrowLineRight, ChevronLeft, ChevronRight]
  flushSync(() =>
    root.render(
      createElement(
        ThemeProvider,
        { theme: lightTheme },
        icons.map((icon, index) => createElement(icon, { key: index })),
      ),
    ),
  )
  const drawings = [...container.querySelectorAll('svg > path')].map((path) => path.getAttribute('d'))
  root.unmount()
  const selectors = drawings.map((drawing) => `html[dir="rtl"] svg:has(> path[d="${drawing}"])`)
  return `${selectors.join(',\n')} { transform: scaleX(-1); }`
}

/**
 * The admin laid out right to left while its interface language is Persian: Strapi sets `<html
 * lang>` to the admin user's choice (at sign-in and when they change it in their profile) but no
 * direction. Its screens are flexbox rows, which follow the document's direction, except inside
 * the components that pin themselves left to right, which follow it here too (ADR 0059 says how
 * far that goes).
 */
export function followInterfaceDirection(root: HTMLElement = document.documentElement): () => void {
  const direction = () => (isLocale(root.lang) ? DIRECTION[root.lang] : 'ltr')
  const turn = (element: Element) => {
    if (!(element instanceof HTMLElement)) return
    if (element.matches(DEFAULT_LEFT_TO_RIGHT)) {
      element.setAttribute(FLIPPED, '')
      element.dir = 'rtl'
    } else if (element.matches(MACHINE_INPUTS) && element.dir !== 'ltr') element.dir = 'ltr'
  }
  /** `element` and everything in it. */
  const turnWithin = (element: Element) => {
    turn(element)
    for (const inner of element.querySelectorAll(`${DEFAULT_LEFT_TO_RIGHT}, ${MACHINE_INPUTS}`)) turn(inner)
  }
  const apply = () => {
    root.setAttribute('dir', direction())
    if (direction() === 'rtl') turnWithin(root)
    else
      for (const element of root.querySelectorAll<HTMLElement>(`[${FLIPPED}]`)) {
        element.removeAttribute(FLIPPED)
        element.dir = 'ltr'
      }
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = [
    CELLS_BY_CONTENT,
    MEDIA_NAMES_BY_CONTENT,
    CELLS_UNDER_THEIR_HEADINGS,
    NO_PAGE_SIDEWAYS,
    mirroredIconsRule(root.ownerDocument),
  ].join('\n')
  ;(root.querySelector('head') ?? root).append(style)
  apply()
  const language = new MutationObserver(apply)
  language.observe(root, { attributes: true, attributeFilter: ['lang'] })
  // Only what each change added or re-marked: a keystroke in the rich-text editor is a change too.
  const added = new MutationObserver((records) => {
    if (direction() !== 'rtl') return
    for (const record of records)
      if (record.type === 'attributes') turn(record.target as Element)
      else for (const node of record.addedNodes) if (node.nodeType === Node.ELEMENT_NODE) turnWithin(node as Element)
  })
  added.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['dir'] })
  return () => {
    language.disconnect()
    added.disconnect()
    style.remove()
  }
}
