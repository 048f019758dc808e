/**
 * Runs the real CMS (compiled cms/dist, `strapi start`) on a temporary SQLite file for tests,
 * with fresh secrets made from .env.example exactly as a new machine's first `npm start` would.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'dotenv'
import { ROOT, materialise } from '../../scripts/lib/env-file'
import { CMS_DIR, cmsBuildIsCurrent, cmsEnvironment, stopProcess, waitForHttp, type Stack, type Supervised } from '../../scripts/lib/stack'

export type TestCms = {
  url: string
  env: Record<string, string>
  dbFile: string
  child: ChildProcess
  output: () => string
  stop: () => Promise<void>
  /** Set when the stack supervises it (restarted whenever it dies, as `npm start` does). */
  supervised?: Supervised
}

export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const generated = parse(materialise(readFileSync(path.join(ROOT, '.env.example'), 'utf8'), {}).text)
  const inherited = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined))
  return { ...inherited, ...generated, ...overrides }
}

export async function startTestCms(options: { port: number; dbFile?: string; env?: Record<string, string>; supervise?: Stack }): Promise<TestCms> {
  if (!cmsBuildIsCurrent().current) throw new Error('cms/dist is missing or stale: run `npm test` (it builds the CMS) or `npm start` once')
  const dbFile = options.dbFile ?? path.join(mkdtempSync(path.join(os.tmpdir(), 'qa-cms-')), 'data.db')
  const url = `http://127.0.0.1:${options.port}`
  const env = cmsEnvironment({ ...testEnv(), ...options.env, CMS_URL: url, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: dbFile })
  if (options.supervise) {
    const stack = options.supervise
    const ready = (child: ChildProcess) => waitForHttp(`${url}/_health`, child, 120_000)
    const kept = stack.keep('test-cms', path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], { cwd: CMS_DIR, env, restart: { ready } })
    const output = () => (existsSync(path.join(stack.logDir, 'test-cms.log')) ? readFileSync(path.join(stack.logDir, 'test-cms.log'), 'utf8') : '')
    try {
      await ready(kept.child)
    } catch (error) {
      await kept.stop()
      throw new Error(`${(error as Error).message}\n--- CMS output ---\n${output().slice(-4000)}`)
    }
    return {
      url,
      env,
      dbFile,
      get child() {
        return kept.child
      },
      output,
      stop: kept.stop,
      supervised: kept,
    }
  }
  const child = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], { cwd: CMS_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = () => stopProcess(child)
  try {
    await waitForHttp(`${url}/_health`, child, 120_000)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n--- CMS output ---\n${output.slice(-4000)}`)
  }
  return { url, env, dbFile, child, output: () => output, stop }
}
