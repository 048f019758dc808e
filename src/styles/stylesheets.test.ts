/**
 * The site's stylesheets against the theme (ADR 0016): the generated ones are current, every
 * token a stylesheet uses exists, media queries use the theme's breakpoints, sides are logical
 * (so Persian mirrors by itself), and every class a component names exists in its module and
 * every class of a module is used.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { generatedStylesheets, tokens } from './theme-css'
import { theme } from '../theme'

const SRC = path.join(__dirname, '..')
const STYLES = __dirname

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file, test) : test(name) ? [file] : []
  })
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')
const relative = (file: string) => path.relative(SRC, file)
const generatedFiles = new Set(Object.keys(generatedStylesheets()).map((name) => path.join(STYLES, name)))
const stylesheets = filesUnder(SRC, (name) => name.endsWith('.css'))
const handWritten = stylesheets.filter((file) => !generatedFiles.has(file))
const modules = stylesheets.filter((file) => file.endsWith('.module.css'))
const sources = filesUnder(
  SRC,
  (name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx'),
)

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
/** The classes a stylesheet defines (selectors only: declarations and strings removed). */
const classesOf = (css: string) =>
  new Set(
    Array.from(
      withoutComments(css)
        .replace(/\{[^{}]*\}/g, '{}')
        .replace(/'[^']*'|"[^"]*"/g, '')
        .matchAll(/\.(-?[a-zA-Z_][\w-]*)/g),
      (match) => match[1],
    ),
  )

describe('generated stylesheets', () => {
  it.each(Object.entries(generatedStylesheets()))('src/styles/%s is current (npm run generate)', (name, text) => {
    expect(readFileSync(path.join(STYLES, name), 'utf8')).toBe(text)
  })

  it('has a token for every value of every scale, and the dark palette overrides every colour', () => {
    const all = tokens()
    expect(all['--color-primary']).toBe('#b91c1c')
    expect(all['--space-3']).toBe('16px')
    expect(all['--font-size-2']).toBe('16px')
    expect(all['--line-height-body']).toBe('1.75')
    const themeCss = generatedStylesheets()['theme.css']
    const dark = themeCss.slice(themeCss.indexOf('html.color-mode-dark'))
    for (const name of Object.keys(all).filter((token) => token.startsWith('--color-')))
      expect(dark).toContain(`${name}: `)
  })
})

describe.each(handWritten.map((file) => [relative(file), file]))('%s', (_name, file) => {
  const css = withoutComments(readFileSync(file, 'utf8'))

  it('uses only tokens the theme defines (or properties it declares itself)', () => {
    const defined = new Set([
      ...Object.keys(tokens()),
      ...Array.from(css.matchAll(/(--[\w-]+)\s*:/g), (match) => match[1]),
    ])
    const used = Array.from(css.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1])
    expect(used.filter((name) => !defined.has(name))).toEqual([])
  })

  it('queries only the theme breakpoints, from the smallest screen up', () => {
    const queries = Array.from(css.matchAll(/@media([^{]+)\{/g), (match) => match[1].trim())
    const allowed = (theme.breakpoints as string[]).map((width) => `(min-width: ${width})`)
    expect(queries.filter((query) => !allowed.includes(query))).toEqual([])
  })

  it('sets sides with logical properties, so right-to-left pages mirror by themselves', () => {
    const physical =
      css.match(
        /(^|[\s;{])((margin|padding|border)-(left|right)[\w-]*|left|right|float|clear)\s*:[^;]*|text-align\s*:\s*(left|right)/gm,
      ) ?? []
    expect(physical.map((line) => line.trim())).toEqual([])
  })
})

const layerOf = (css: string) =>
  Array.from(withoutComments(css).matchAll(/@layer\s+([\w-]+)\s*\{/g), (match) => match[1])

describe('cascade layers', () => {
  it('puts the shared looks in the primitives layer, each file wholly inside it', () => {
    for (const file of handWritten.filter((name) => path.dirname(name) === STYLES && name.endsWith('.module.css'))) {
      const css = withoutComments(readFileSync(file, 'utf8')).trim()
      expect([
        relative(file),
        css.startsWith('@layer primitives {') && css.endsWith('}') && layerOf(css).length === 1,
      ]).toEqual([relative(file), true])
    }
  })

  it("leaves every component's own rules out of the layers, so they win over what they compose", () => {
    const layered = modules.filter(
      (file) => path.dirname(file) !== STYLES && layerOf(readFileSync(file, 'utf8')).length > 0,
    )
    expect(layered.map(relative)).toEqual([])
  })
})

describe.each(modules.filter((file) => !generatedFiles.has(file)).map((file) => [relative(file), file]))(
  '%s',
  (_name, file) => {
    const defined = classesOf(readFileSync(file, 'utf8'))
    const importers = sources.flatMap((source) => {
      const text = readFileSync(source, 'utf8')
      return Array.from(text.matchAll(/import \* as (\w+) from '([^']+\.module\.css)'/g))
        .filter((match) => path.resolve(path.dirname(source), match[2]) === file)
        .map((match) => ({ source, text, name: match[1] }))
    })
    const composedElsewhere = new Set(
      stylesheets.flatMap((other) =>
        Array.from(readFileSync(other, 'utf8').matchAll(/composes:\s*([\w\s-]+?)\s+from\s+'([^']+)'/g))
          .filter((match) => path.resolve(path.dirname(other), match[2]) === file)
          .flatMap((match) => match[1].split(/\s+/)),
      ),
    )
    const composedHere = new Set(
      Array.from(readFileSync(file, 'utf8').matchAll(/composes:\s*([\w\s-]+?)\s*;/g)).flatMap((match) =>
        match[1].split(/\s+/),
      ),
    )
    const used = new Set(
      importers.flatMap(({ text, name }) =>
        Array.from(text.matchAll(new RegExp(`(?<![\\w/.])${name}\\.(\\w+)`, 'g')), (match) => match[1]),
      ),
    )

    it('is used: imported by a component or composed by another module', () => {
      expect(importers.length + composedElsewhere.size).toBeGreaterThan(0)
    })

    it('defines every class its components name', () => {
      const names = new Set(Array.from(defined, camel))
      expect(Array.from(used).filter((name) => !names.has(name))).toEqual([])
    })

    it('has no class that nothing uses', () => {
      expect(
        Array.from(defined).filter(
          (name) => !used.has(camel(name)) && !composedHere.has(name) && !composedElsewhere.has(name),
        ),
      ).toEqual([])
    })
  },
)
