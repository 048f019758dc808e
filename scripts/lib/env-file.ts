/**
 * Local configuration: `.env` is made from `.env.example` on first run, with every `generate`
 * replaced by a random secret, and gains variables that later versions of the example add.
 * Existing values are never changed, so a second start reuses the same secrets and database.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'dotenv'
import { ROOT } from '../../server/root'

function secretFor(name: string): string {
  if (name === 'APP_KEYS') return Array.from({ length: 4 }, () => randomBytes(16).toString('base64url')).join(',')
  // Strapi's admin password rules: 8+ characters with upper, lower case and a digit.
  if (name === 'CMS_ADMIN_PASSWORD') return `Qa-${randomBytes(6).toString('hex')}A1`
  if (name === 'STRAPI_API_TOKEN' || name === 'PREVIEW_API_TOKEN') return randomBytes(48).toString('hex')
  return randomBytes(24).toString('base64url')
}

/** Fills `generate` placeholders of an env text; returns the text and the names it generated. */
export function materialise(exampleText: string, existing: Record<string, string>): { text: string; added: string[] } {
  const added: string[] = []
  const lines: string[] = []
  for (const line of exampleText.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line)
    if (!match) continue
    const [, name, value] = match
    if (name in existing) continue
    lines.push(`${name}=${value === 'generate' ? secretFor(name) : value}`)
    added.push(name)
  }
  return { text: lines.join('\n'), added }
}

export function ensureEnvFile(root = ROOT): { file: string; created: boolean; added: string[] } {
  const file = path.join(root, '.env')
  const example = readFileSync(path.join(root, '.env.example'), 'utf8')
  const created = !existsSync(file)
  const current = created ? '' : readFileSync(file, 'utf8')
  const { text, added } = materialise(example, parse(current))
  if (added.length > 0) {
    const header = created
      ? '# Local configuration made by `npm start` from .env.example. Never commit this file.\n'
      : '\n'
    writeFileSync(file, `${current}${header}${text}\n`, { mode: 0o600 })
  }
  return { file, created, added }
}

/** The merged environment: .env under the process environment (the process wins). */
export function loadEnv(root = ROOT): Record<string, string> {
  const file = path.join(root, '.env')
  const fromFile = existsSync(file) ? parse(readFileSync(file, 'utf8')) : {}
  const merged: Record<string, string> = { ...fromFile }
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) merged[key] = value
  return merged
}
