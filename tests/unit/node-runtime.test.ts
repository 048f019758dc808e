import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { processesOnAnotherNode } from '../first-run/first-run'

/** What scripts/node-runtime.mjs (plain ES module JavaScript, as npm's postinstall runs it) answers on this Node. */
function askRuntime(expression: string): unknown {
  const module = path.resolve(__dirname, '../../scripts/node-runtime.mjs')
  const answer = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as runtime from ${JSON.stringify(module)}; console.log(JSON.stringify(${expression}))`,
    ],
    { encoding: 'utf8' },
  )
  if (answer.status !== 0) throw new Error(answer.stderr)
  return JSON.parse(answer.stdout)
}

describe("the project's Node", () => {
  it('runs the tests: npm scripts put the `node` dependency first, whatever Node the machine has', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(askRuntime('runtime.PROJECT_NODE_MAJOR'))
  })

  it("builds addons against this Node's own headers, with this Node first on the PATH", () => {
    const headers = askRuntime('runtime.nodeHeadersDir()') as string
    const versionHeader = readFileSync(path.join(headers, 'include', 'node', 'node_version.h'), 'utf8')
    const version = (name: string) => versionHeader.match(new RegExp(`#define ${name} (\\d+)`))?.[1]
    expect(`${version('NODE_MAJOR_VERSION')}.${version('NODE_MINOR_VERSION')}.${version('NODE_PATCH_VERSION')}`).toBe(
      process.versions.node,
    )
    const env = askRuntime("runtime.buildEnvironment({ PATH: '/usr/bin' })") as Record<string, string>
    expect(env.npm_config_nodedir).toBe(headers)
    expect(env.PATH.split(':')).toEqual([path.dirname(process.execPath), '/usr/bin'])
  })

  it("keeps V8's compiled code for this process and the processes it starts, where an operator's setting is kept", () => {
    const root = path.resolve(__dirname, '../..')
    const [inherited, own] = askRuntime(
      "(delete process.env.NODE_COMPILE_CACHE, runtime.enableCompileCache(), [process.env.NODE_COMPILE_CACHE, (await import('node:module')).getCompileCacheDir()])",
    ) as string[]
    expect(inherited).toBe(path.join(root, 'node_modules', '.cache', 'node-compile-cache'))
    expect(path.dirname(own)).toBe(inherited)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-cache-'))
    expect(
      askRuntime(
        `(process.env.NODE_COMPILE_CACHE = ${JSON.stringify(dir)}, runtime.enableCompileCache(), process.env.NODE_COMPILE_CACHE)`,
      ),
    ).toBe(dir)
  })

  it('finds no addon under the project built for another Node', () => {
    const root = path.resolve(__dirname, '../..')
    expect(
      askRuntime(
        `[...runtime.addonsBuiltForAnotherNode(${JSON.stringify(root)}), ...runtime.addonsBuiltForAnotherNode(${JSON.stringify(path.join(root, 'cms'))})]`,
      ),
    ).toEqual([])
  })
})

describe('the first-run check of the runtime', () => {
  it('names a Node process in the project that runs another major version, and passes one on the expected', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'node-runtime-'))
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], { cwd: dir, stdio: 'ignore' })
    try {
      await new Promise((resolve) => child.once('spawn', resolve))
      const major = Number(process.versions.node.split('.')[0])
      expect(processesOnAnotherNode(dir, major)).toEqual([])
      expect(processesOnAnotherNode(dir, major + 1)).toEqual([
        expect.objectContaining({ pid: child.pid, version: process.versions.node }),
      ])
      expect(processesOnAnotherNode(dir, major + 1, child.pid)).toEqual([])
    } finally {
      child.kill()
    }
  })
})
