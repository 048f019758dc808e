/**
 * `npm install` (the README's install) must leave `git status` clean: npm rewrites a lockfile whose
 * root entry no longer matches package.json. Every lockfile (the root's and each package folder's) is kept in step.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { PACKAGE_DIRS } from '../package-dirs.mjs'

type Manifest = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}
type Lockfile = { packages: Record<string, Manifest> }

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T
const fields = ['dependencies', 'devDependencies', 'optionalDependencies'] as const

describe.each([['the site', ROOT], ...PACKAGE_DIRS.map((name) => [`${name}/`, path.join(ROOT, name)])])(
  'the lockfile of %s',
  (_name, dir) => {
    it('pins exactly what package.json asks for', () => {
      const manifest = readJson<Manifest>(path.join(dir, 'package.json'))
      const locked = readJson<Lockfile>(path.join(dir, 'package-lock.json')).packages['']
      for (const field of fields) expect({ [field]: locked[field] ?? {} }).toEqual({ [field]: manifest[field] ?? {} })
    })
  },
)
