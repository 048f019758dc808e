/**
 * A path the code or the docs name (in a comment, a message, a page, a decision record) is a file
 * or folder of the repository: a moved or deleted file cannot leave a reader looking for it. Names
 * of imports (`./x.mjs` for x.mts) and of files tests make themselves are not paths of the
 * repository. History may name what is gone as "formerly `path`"; a decision record whose status
 * says a later one superseded it is a record of its time (docs/decisions/README.md).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../server/root'

const TOP = [
  'cms',
  'src',
  'scripts',
  'functions',
  'server',
  'tests',
  'e2e',
  'bench',
  'docs',
  'locales',
  'static',
  'patches',
]
const PATH = new RegExp(
  `(?<![\\w./-]|formerly \`?)(?:${TOP.join('|')})/[\\w./{},-]*\\.(?:ts|tsx|mts|md|json|css|toml|svg)\\b`,
  'g',
)
/** A decision record a later one superseded, whole or in part (its `Status:` line says so). */
const isSuperseded = (file: string, text: string) =>
  file.startsWith('docs/decisions/') && /^Status: superseded/im.test(text.split('\n').slice(0, 6).join('\n'))
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || file.startsWith('tests/support/')

/** `a/{b,c}.ts` names a/b.ts and a/c.ts. */
const expand = (name: string): string[] => {
  const brace = /\{([^{}]*)\}/.exec(name)
  return brace ? brace[1].split(',').flatMap((part) => expand(name.replace(brace[0], part))) : [name]
}

const exists = (name: string, from: string) =>
  expand(name).every(
    (candidate) =>
      existsSync(path.join(ROOT, candidate)) ||
      (from.startsWith('cms/') && existsSync(path.join(ROOT, 'cms', candidate))),
  )

it('finds every path a source file or page names', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|mjs|md|toml)$/.test(file) && !isTest(file) && existsSync(path.join(ROOT, file)))
  expect(files.length).toBeGreaterThan(200)
  const missing = files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
    if (isSuperseded(file, text)) return []
    return [...text.matchAll(PATH)].filter((match) => !exists(match[0], file)).map((match) => `${file}: ${match[0]}`)
  })
  expect(missing).toEqual([])
})
