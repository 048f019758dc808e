/** @jest-environment jsdom */
import React from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateInSlices } from './hydrate'

/** Busy for `ms` while rendering, and notes how many timer ticks had run when it rendered. */
function Slow({ ms, seen }: { ms: number; seen: number[] }) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // a phone-class CPU rendering a large subtree
  }
  seen.push(ticks)
  return <p>{ms}</p>
}

let ticks = 0

function page(seen: number[]) {
  return (
    <div id="gatsby-focus-wrapper">
      {Array.from({ length: 12 }, (_, i) => (
        <Slow key={i} ms={8} seen={seen} />
      ))}
    </div>
  )
}

function container(html: string) {
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`
  return document.getElementById('___gatsby') as HTMLElement
}

/** Resolves once `done()` holds, counting the macrotasks that ran meanwhile. */
function tickUntil(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const tick = () => {
      ticks += 1
      if (done()) resolve()
      else setTimeout(tick, 0)
    }
    setTimeout(tick, 0)
  })
}

beforeEach(() => {
  ticks = 0
})

test('hydrates the server markup in slices that let other tasks run in between', async () => {
  const root = container(renderToString(page([])))
  const firstParagraph = root.querySelector('p')
  const seen: number[] = []
  hydrateInSlices(page(seen), root)
  await tickUntil(() => seen.length === 12)
  // One uninterrupted task would render all twelve before any tick could run.
  expect(seen[seen.length - 1]).toBeGreaterThan(seen[0])
  // Hydrated, not re-created: the server's elements are kept.
  expect(root.querySelector('p')).toBe(firstParagraph)
})

test('renders a page that has no server markup (client-only routes)', async () => {
  const root = container('')
  hydrateInSlices(page([]), root)
  await tickUntil(() => root.querySelectorAll('p').length === 12)
  expect(root.querySelectorAll('#gatsby-focus-wrapper > p')).toHaveLength(12)
})
