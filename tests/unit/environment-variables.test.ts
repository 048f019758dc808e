/**
 * One list of environment variables: the zod schemas that parse them (CMS, site build, functions,
 * local stack), `.env.example` that documents them, and docs/deploy.md that tells an operator
 * which to set where. A variable added to one and forgotten in another fails here.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ZodTypeAny } from 'zod'
import { cmsEnvSchema } from '../../cms/src/env'
import { functionsEnvSchema, siteEnvSchema } from '../../src/server/env'
import { stackEnvSchema } from '../../scripts/lib/stack'

const ROOT = path.resolve(__dirname, '..', '..')

/** Set by the hosting platform or the tools, not by the operator (named in deploy.md all the same). */
const PLATFORM_VARIABLES = [
  'URL',
  'NETLIFY',
  'NODE_VERSION',
  'GATSBY_TELEMETRY_DISABLED',
  'NETLIFY_TELEMETRY_DISABLED',
  'STRAPI_TELEMETRY_DISABLED',
]

function keysOf(schema: ZodTypeAny): string[] {
  const def = schema._def as { typeName: string; schema?: ZodTypeAny; shape?: () => Record<string, unknown> }
  if (def.typeName === 'ZodEffects' && def.schema) return keysOf(def.schema)
  if (def.typeName === 'ZodObject' && def.shape) return Object.keys(def.shape())
  throw new Error(`not an object schema: ${def.typeName}`)
}

const parsed = new Set(
  [cmsEnvSchema, siteEnvSchema, functionsEnvSchema, stackEnvSchema].flatMap((schema) =>
    keysOf(schema as unknown as ZodTypeAny),
  ),
)
// Set lines and commented-out examples alike (`# DATABASE_URL=...`).
const documented = new Set(
  [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^(?:# ?)?([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1],
  ),
)
const deployGuide = readFileSync(path.join(ROOT, 'docs', 'deploy.md'), 'utf8')
const named = new Set([...deployGuide.matchAll(/`([A-Z][A-Z0-9_]{2,})(?:=[^`]*)?`/g)].map((match) => match[1]))

it('.env.example documents exactly the variables the schemas parse', () => {
  expect([...documented].filter((name) => !parsed.has(name)).sort()).toEqual([])
  expect([...parsed].filter((name) => !documented.has(name)).sort()).toEqual([])
})

it('docs/deploy.md names only variables that exist, and every one an operator sets in production', () => {
  expect([...named].filter((name) => !parsed.has(name) && !PLATFORM_VARIABLES.includes(name)).sort()).toEqual([])
  // Local-only ones (the inbox, the local build hook, the demo seed's admin) need not be named.
  const localOnly = ['INBOX_WEB_PORT', 'BUILD_HOOK_PORT', 'DATABASE_FILENAME', 'BROWSER_SOURCE_MAPS']
  expect([...parsed].filter((name) => !named.has(name) && !localOnly.includes(name)).sort()).toEqual([])
})
