import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Header } from '@netlify/headers-parser'
import { HeaderRules } from './header-rules'

/**
 * The rules as Netlify's own parser reads `lines`. It is an ES module, which jest's module system
 * does not load: parsed in a Node of its own, each rule's pattern passed back as the parser made it.
 */
function parse(lines: string[]): Header[] {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'headers-')), '_headers')
  writeFileSync(file, lines.join('\n'))
  const script = `
    const { parseAllHeaders } = await import('@netlify/headers-parser')
    const parsed = await parseAllHeaders({ headersFiles: [process.argv[1]], netlifyConfigPath: process.argv[1] + '.toml', configHeaders: [], minimal: false })
    if (parsed.errors.length) throw new Error(parsed.errors.map((error) => error.message).join('; '))
    console.log(JSON.stringify(parsed.headers.map((rule) => ({ ...rule, forRegExp: [rule.forRegExp.source, rule.forRegExp.flags] }))))`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, file], {
    cwd: __dirname,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(run.stderr)
  const rules = JSON.parse(run.stdout) as (Omit<Header, 'forRegExp'> & { forRegExp: [string, string] })[]
  return rules.map((rule) => ({ ...rule, forRegExp: new RegExp(...rule.forRegExp) }))
}

/** Netlify's matching, rule by rule: every rule's pattern tried, later ones overriding earlier ones. */
function everyRuleTried(rules: Header[], pathname: string): Record<string, string> {
  const values: Record<string, string> = {}
  const encoded = encodeURI(pathname)
  for (const rule of rules)
    if (rule.forRegExp.test(pathname) || rule.forRegExp.test(encoded)) Object.assign(values, rule.values)
  return values
}

it("gives every path the values of trying each rule in the file's order, patterns, placeholders, case, slashes and Persian addresses included", () => {
  const persian = encodeURI('/fa/tags/تست-بار/')
  const rules = parse([
    '/*',
    '  x-frame-options: DENY',
    '  x-order: first',
    '/static/*',
    '  cache-control: public, max-age=31536000, immutable',
    '/en/posts/one/',
    '  content-security-policy: one',
    '  x-order: literal',
    '/en/:section/two',
    '  x-placeholder: yes',
    '/en/posts/one',
    '  x-again: the same address twice',
    '/Mixed/Case/',
    '  x-case: folded',
    '/',
    '  x-root: yes',
    persian,
    "  content-security-policy: default-src 'self'",
    '/a*b/',
    '  x-star: inside',
    '/en/posts/one/*',
    '  x-order: after the literal',
  ])
  const index = new HeaderRules(rules)
  const paths = [
    '/',
    '//',
    '/en/posts/one/',
    '/en/posts/one',
    '/EN/Posts/One/',
    '/en/posts/one/x',
    '/en/posts/two',
    '/en/x/two/',
    '/mixed/case',
    '/MIXED/CASE/',
    '/static/app.js',
    '/fa/tags/تست-بار/',
    persian,
    '/fa/tags/تست-بار',
    '/a-to-b/',
    '/en//posts/one/',
    '/nothing/here/',
  ]
  for (const pathname of paths)
    expect({ pathname, values: index.valuesFor(pathname) }).toEqual({
      pathname,
      values: everyRuleTried(rules, pathname),
    })
  // The order of the file holds across literal rules and patterns: the pattern after the literal wins.
  expect(index.valuesFor('/en/posts/one/')).toMatchObject({
    'x-order': 'after the literal',
    'x-again': 'the same address twice',
    'content-security-policy': 'one',
  })
  expect(index.valuesFor('/fa/tags/تست-بار/')['content-security-policy']).toBe("default-src 'self'")
})
