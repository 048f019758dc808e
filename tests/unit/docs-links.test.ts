/**
 * Every relative link and image in the README and docs/ points at a file of the repository (and,
 * with a #fragment into a Markdown file, at one of its headings), so moving or renaming a page
 * cannot leave a reader at a dead link.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../server/root'

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [path.join(dir, entry.name)]
        : [],
  )
}

/** The text a reader sees as prose: fenced blocks and inline code hold examples, not links. */
const prose = (markdown: string) => markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '').replace(/`[^`\n]*`/g, '')

/** GitHub's anchor for a heading. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')

const anchors = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchor(match[1])))

const pages = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))]

it('finds the pages and their links', () => {
  expect(pages.length).toBeGreaterThan(20)
  expect(prose(readFileSync(pages[0], 'utf8')).match(/\]\(docs\//g)?.length).toBeGreaterThan(5)
})

it.each(pages.map((file) => [path.relative(ROOT, file), file]))('%s links only to what exists', (_, file) => {
  const broken: string[] = []
  for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue
    const [address, fragment] = decodeURI(target).split('#')
    const resolved = path.resolve(path.dirname(file), address)
    if (!resolved.startsWith(ROOT + path.sep) || !existsSync(resolved)) broken.push(target)
    else if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) broken.push(target)
  }
  expect(broken).toEqual([])
})
