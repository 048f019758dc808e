/**
 * Every lazy part of the browser's code is named (`webpackChunkName`). Gatsby's split-chunk group
 * for shared modules names a chunk after the chunks sharing it, and an unnamed lazy chunk's name
 * is `undefined`: unnamed lazy parts sharing code would have unrelated modules merged into one
 * chunk (final-form once reached every post page that way; ADR 0009, issue [18]).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SITE_SRC, siteSourceFiles } from '../../tests/support/site-sources'

/** Dynamic imports the browser's bundles make: not in Node-only modules, not in types, not left to the browser (webpackIgnore). */
function unnamedLazyImports(source: string): string[] {
  if (/from 'node:/.test(source)) return []
  return [...source.matchAll(/(?<!typeof )\bimport\(([^)]*)\)/g)]
    .map((match) => match[1].trim())
    .filter((argument) => !/webpackChunkName|webpackIgnore/.test(argument))
}

it('finds an unnamed lazy import, and passes a named one, a type and an ignored one', () => {
  expect(unnamedLazyImports("const Form = lazy(() => import('./form'))")).toEqual(["'./form'"])
  expect(unnamedLazyImports('lazy(() => import(/* webpackChunkName: "form" */ \'./form\'))')).toEqual([])
  expect(unnamedLazyImports("type T = typeof import('./form')")).toEqual([])
  expect(unnamedLazyImports('import(/* webpackIgnore: true */ `${base}x.js`)')).toEqual([])
})

it('names every lazy part of the site', () => {
  const unnamed = siteSourceFiles().flatMap((file) =>
    unnamedLazyImports(readFileSync(file, 'utf8')).map(
      (argument) => `${path.relative(SITE_SRC, file)}: import(${argument})`,
    ),
  )
  expect(unnamed).toEqual([])
})
