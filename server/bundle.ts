/**
 * The site server's own programs (./worker.ts, ./make-release.ts) bundled by esbuild into single ES
 * modules for plain Node: no TypeScript loader at run time, and packages that are ES modules
 * (Netlify's) or CommonJS are imported as Node imports them. Packages stay in node_modules, found
 * upward from the output: written inside server/node_modules, they find the site server's own
 * packages (./package.json) and then the project's. Named by content; made in well under a second.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'
import { ROOT } from './root'
import type { MakeReleaseOptions } from './release'

export async function bundleServerEntry(
  name: 'worker' | 'make-release',
  dir = path.join(ROOT, 'server', 'node_modules', '.cache', 'bundles'),
): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'server', `${name}.ts`)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    outfile: `${name}.mjs`,
    logLevel: 'silent',
  })
  const code = result.outputFiles[0].contents
  const file = path.join(dir, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    // Written aside and renamed: another stack starting at once may be writing the same file.
    const partial = `${file}.${process.pid}.partial`
    writeFileSync(partial, code)
    renameSync(partial, file)
  }
  return file
}

/** Makes a release (./release.ts makeReleaseHere) in a Node process of its own, from the bundled ./make-release.ts. */
export async function makeRelease(options: MakeReleaseOptions): Promise<string> {
  const entry = await bundleServerEntry('make-release')
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [entry, JSON.stringify(options)],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(
            new Error(
              `release ${options.name} was not made: ${(stderr || error.message).trim().split('\n').slice(-3).join(' ')}`,
            ),
          )
        else resolve(stdout.trim().split('\n').pop() ?? '')
      },
    )
  })
}
