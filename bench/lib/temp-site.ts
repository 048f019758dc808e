import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** For the bench's unit tests: a temporary directory holding the given files (path → content). */
export function tempSite(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return dir
}
