import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Publishing, releaseOfBuild } from './publishing'
import { SiteBuilds, failureReason } from './builds'
import { WEBHOOK_HEAD_CHARS, startBuildHook, webhookEvent } from './build-hook'
import { pruneReleases, readManifest } from '../release'
import { Publisher } from './queue'
import { Stack, freePort } from '../supervisor'
import type { SiteServer } from '../start'
import { PAGES_BUILT_LINE, STANDBY_READY_LINE } from '../../src/server/build-gate'

describe('failureReason', () => {
  it("takes the build command's own sentence", () => {
    const output =
      '\x1b[2Kinfo x\n✖ npm run build: the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED). Start it.\n'
    expect(failureReason(output, 1)).toBe('the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED). Start it.')
  })

  it("takes Gatsby's error heading and its first line of detail", () => {
    const output = [
      'success Building static HTML for pages - 2.8s',
      '\x1b[31mERROR #95313\x1b[39m  HTML.COMPILATION',
      '',
      'Building static HTML failed for path "/en/posts/x/"',
      '',
      'not finished Generating image thumbnails - 3.1s',
    ].join('\n')
    expect(failureReason(output, 1)).toBe(
      'ERROR #95313  HTML.COMPILATION: Building static HTML failed for path "/en/posts/x/"',
    )
  })

  it('falls back to the exit code and the last line', () => {
    expect(failureReason('a\nKilled\n', 137)).toBe('the build exited with code 137 (Killed)')
  })
})

describe('SiteBuilds', () => {
  // Each test starts Node processes with tsx: seconds apiece when the machine is busy.
  jest.setTimeout(60_000)
  // A build that, like Gatsby in onPreBootstrap, says it is ready (after READY_DELAY ms; never
  // with NEVER_READY) and waits for its go on standard input, then says its process id and which
  // build it is, and fails when told to.
  const script = `
    const { waitForGo } = require(${JSON.stringify(path.join(__dirname, '../../src/server/build-gate.ts'))})
    const fs = require('node:fs')
    fs.writeFileSync(process.env.STARTED + '.' + process.pid, String(process.pid))
    fs.renameSync(process.env.STARTED + '.' + process.pid, process.env.STARTED)
    if (process.env.NEVER_READY) process.exit(4)
    setTimeout(() => console.log(${JSON.stringify(STANDBY_READY_LINE)}), Number(process.env.READY_DELAY ?? 0))
    waitForGo().then((go) => {
      if (!go) process.exit(3)
      console.log('built by ' + process.pid)
      console.log('success source and transform nodes - 0.5s')
      if (process.env.FAIL) { console.log('\u2716 npm run build: told to fail'); process.exit(1) }
      if (!process.env.PAGES_LINE) process.exit(0)
      console.log(process.env.PAGES_LINE)
      setTimeout(() => {
        if (process.env.FAIL_INDEX) { console.log('\u2716 npm run build: search index: told to fail'); process.exit(1) }
        process.exit(0)
      }, 300)
    })`

  const isAlive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }

  function builds(env: Record<string, string> = {}) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-builds-'))
    const lines: string[] = []
    const stack = new Stack(path.join(dir, 'logs'))
    const started = path.join(dir, 'started')
    const siteBuilds = new SiteBuilds(
      stack,
      { ...process.env, ...env, STARTED: started } as Record<string, string>,
      (line) => lines.push(line),
      {
        command: { file: process.execPath, args: ['--import', 'tsx', '-e', script] },
      },
    )
    /** The process id of the latest build process to start, once it is not `after`. */
    const startedPid = async (after?: number) => {
      // Written whole by a rename; were it read empty, pid 0 would name this process's own group to isAlive.
      const read = () => {
        const pid = existsSync(started) ? Number(readFileSync(started, 'utf8')) : 0
        return pid > 0 ? pid : undefined
      }
      for (let i = 0; i < 400 && (read() === undefined || read() === after); i++)
        await new Promise((resolve) => setTimeout(resolve, 25))
      const pid = read()
      if (pid === undefined || pid === after) throw new Error('no new build process started')
      return pid
    }
    return {
      siteBuilds,
      lines,
      stack,
      startedPid,
      log: () => readFileSync(path.join(dir, 'logs', 'site-build.log'), 'utf8'),
    }
  }

  it("lets the process that stood by build, and logs its steps under the build's number", async () => {
    const { siteBuilds, lines, startedPid, log } = builds()
    siteBuilds.standBy()
    const pid = await startedPid()
    // Ready before its go, so that the line saying so is logged before the build's own (on a busy
    // machine the go could otherwise overtake it).
    await siteBuilds.standbyReady()
    await siteBuilds.run(2)
    expect(lines).toEqual(['#2 source and transform nodes: 0.5 s'])
    // The log is written through a stream: its last lines may reach the file after the build ends.
    const written = new RegExp(`=== build #2 at [^\n]+ ===\nbuilt by ${pid}\n`)
    for (let i = 0; i < 200 && !written.test(log()); i++) await new Promise((resolve) => setTimeout(resolve, 25))
    expect(log()).toMatch(written)
    siteBuilds.close()
  })

  it('says when the process started ahead is ready for its go, and when it ended instead', async () => {
    const { siteBuilds, startedPid } = builds({ READY_DELAY: '500' })
    const ready = jest.fn()
    const waiting = siteBuilds.standbyReady().then(ready)
    const pid = await startedPid()
    expect(ready).not.toHaveBeenCalled()
    await waiting
    expect(isAlive(pid)).toBe(true)
    await siteBuilds.run(4)
    siteBuilds.close()

    const ended = builds({ NEVER_READY: '1' }).siteBuilds
    await ended.standbyReady()
    ended.close()
  })

  it('resolves when the pages are built, with their search index still being written', async () => {
    const { siteBuilds } = builds({ PAGES_LINE: PAGES_BUILT_LINE })
    const { searchIndex } = await siteBuilds.run(5)
    expect(searchIndex).toBeDefined()
    const settled = jest.fn()
    void searchIndex?.then(settled)
    expect(settled).not.toHaveBeenCalled()
    await searchIndex
    expect(await siteBuilds.run(6)).toEqual({ searchIndex: expect.any(Promise) })

    const failing = builds({ PAGES_LINE: PAGES_BUILT_LINE, FAIL_INDEX: '1' }).siteBuilds
    const built = await failing.run(7)
    await expect(built.searchIndex).rejects.toThrow(/^search index: told to fail \(log: /)
    // A build that ends without saying so has no index to wait for.
    expect(await builds().siteBuilds.run(8)).toEqual({})
  })

  it("starts a build of its own when none stands by, and rejects with the build's reason", async () => {
    const { siteBuilds } = builds({ FAIL: '1' })
    await expect(siteBuilds.run(3)).rejects.toThrow(/^told to fail \(log: /)
    siteBuilds.close()
  })

  it('replaces a standby that ended before its go, and close ends the one waiting', async () => {
    const { siteBuilds, startedPid, stack } = builds()
    siteBuilds.standBy()
    const first = await startedPid()
    process.kill(-first, 'SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await siteBuilds.run(4)
    const replacement = await startedPid(first)
    siteBuilds.standBy()
    const next = await startedPid(replacement)
    expect(new Set([first, replacement, next]).size).toBe(3)
    siteBuilds.close()
    // Past stopProcess's grace for SIGTERM, and its SIGKILL.
    for (let i = 0; i < 480 && isAlive(next); i++) await new Promise((resolve) => setTimeout(resolve, 25))
    expect(isAlive(next)).toBe(false)
    await stack.stopAll()
  })
})

describe('releases', () => {
  it('makes each build a release of its own with the functions bundled beside it, which later builds do not touch, and prunes the others', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'releases-'))
    const publicDir = path.join(root, 'public')
    const releases = path.join(root, '.releases')
    mkdirSync(path.join(publicDir, 'en'), { recursive: true })
    writeFileSync(path.join(publicDir, 'en', 'index.html'), 'first')
    const first = await releaseOfBuild('1', releases, publicDir)
    writeFileSync(path.join(publicDir, 'en', 'index.html'), 'second')
    const second = await releaseOfBuild('2', releases, publicDir)
    expect(readFileSync(path.join(first, 'site', 'en', 'index.html'), 'utf8')).toBe('first')
    expect(readFileSync(path.join(second, 'site', 'en', 'index.html'), 'utf8')).toBe('second')
    // The same functions' code: one bundle for both, with every function and its routes as Netlify reads them.
    const manifest = readManifest(second)
    expect(manifest.functionsDir).toBe(readManifest(first).functionsDir)
    expect(manifest.functions.find((fn) => fn.name === 'user-session')?.routes).toEqual([
      { pattern: '/api/user/session', literal: '/api/user/session', methods: [] },
    ])
    expect(manifest.functions.find((fn) => fn.name === 'not-found')?.routes.every((route) => route.prefer_static)).toBe(
      true,
    )
    expect(existsSync(path.join(second, manifest.functions[0].file))).toBe(true)
    pruneReleases(releases, [second])
    expect(existsSync(first)).toBe(false)
    expect(existsSync(path.join(second, manifest.functions[0].file))).toBe(true)
    pruneReleases(releases, [])
    expect(readdirSync(releases)).toEqual(['functions'])
    expect(readdirSync(path.join(releases, 'functions'))).toEqual([])
  })
})

describe('the build hook', () => {
  it('queues on its own id only, names the CMS event, and serves the status', async () => {
    const port = await freePort()
    const triggers: string[] = []
    const publisher = new Publisher(
      { build: async () => undefined, goLive: async () => undefined },
      { quietMs: 60_000, maxWaitMs: 60_000, log: () => undefined, live: { build: 1, at: new Date() } },
    )
    const hook = await startBuildHook({
      port,
      id: 'abc123',
      publisher: () => publisher,
      onTrigger: (what) => triggers.push(what),
    })
    try {
      const strapiBody = JSON.stringify({
        event: 'entry.publish',
        createdAt: new Date().toISOString(),
        model: 'post',
        uid: 'api::post.post',
        entry: { title: 'x' },
      })
      const called = await fetch(hook.hookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: strapiBody,
      })
      expect(called.status).toBe(200)
      expect(hook.hookUrl).toBe(`http://127.0.0.1:${port}/build_hooks/abc123`)
      expect((await fetch(`http://127.0.0.1:${port}/build_hooks/other`, { method: 'POST' })).status).toBe(404)
      expect((await fetch(hook.hookUrl)).status).toBe(405)
      expect((await fetch(hook.hookUrl, { method: 'POST' })).status).toBe(200)
      expect(triggers).toEqual(['entry.publish (post)', 'build hook'])
      // A long post: Strapi's body carries the whole entry, far beyond what the hook keeps.
      const longPost = JSON.stringify({
        event: 'entry.publish',
        createdAt: new Date().toISOString(),
        model: 'post',
        uid: 'api::post.post',
        entry: {
          title: 'long',
          content: [{ type: 'paragraph', children: [{ type: 'text', text: 'آزمون بار '.repeat(200_000) }] }],
        },
      })
      expect(longPost.length).toBeGreaterThan(1_000_000)
      expect(
        (await fetch(hook.hookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: longPost }))
          .status,
      ).toBe(200)
      expect(triggers).toEqual(['entry.publish (post)', 'build hook', 'entry.publish (post)'])
      const status = await fetch(hook.statusUrl)
      expect(status.headers.get('cache-control')).toBe('no-store')
      expect(await status.json()).toMatchObject({ state: 'live', live: { build: 1 }, failure: null })
    } finally {
      publisher.close()
      await hook.close()
    }
  })
})

describe('webhookEvent', () => {
  it("names Strapi's event and model from the start of its body, whole or cut off", () => {
    const change = JSON.stringify({
      event: 'site.change',
      createdAt: '2026-11-26T12:00:00.000Z',
      change: 'entry.publish',
      model: 'post',
      uid: 'api::post.post',
      documentId: 'abc',
      locale: 'fa',
    })
    expect(webhookEvent(change)).toBe('entry.publish (post)')
    const body = JSON.stringify({
      event: 'media.update',
      createdAt: '2026-11-26T12:00:00.000Z',
      media: { name: 'cover.jpg' },
    })
    expect(webhookEvent(body)).toBe('media.update')
    const post = JSON.stringify({
      event: 'entry.unpublish',
      createdAt: '2026-11-26T12:00:00.000Z',
      model: 'post',
      uid: 'api::post.post',
      entry: { text: 'x'.repeat(10_000) },
    })
    expect(webhookEvent(post.slice(0, WEBHOOK_HEAD_CHARS))).toBe('entry.unpublish (post)')
  })

  it('calls anything else a build hook call', () => {
    expect(webhookEvent('')).toBe('build hook')
    expect(webhookEvent('not json')).toBe('build hook')
    expect(webhookEvent('{"event": 42}')).toBe('build hook')
    expect(webhookEvent('{"event": "x\\"; rm -rf /"}')).toBe('build hook')
  })
})

describe('Publishing', () => {
  it('never deletes a release that is served, starting or still finishing requests', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'deploys-'))
    const publicDir = path.join(root, 'public')
    const releasesDir = path.join(root, '.releases')
    mkdirSync(publicDir)
    writeFileSync(path.join(publicDir, 'index.html'), 'page')
    // The served site as the stack runs it: switchTo serves a directory at once and retires the
    // previous one when the test says so (in the stack, 40 s later).
    const retirements: (() => void)[] = []
    const switches: string[] = []
    let dir: string | undefined
    const server = {
      get dir() {
        return dir
      },
      switchTo: async (next: string) => {
        switches.push(next)
        // Release 1's server stops while the server for release 3 is still starting.
        if (switches.length === 2) {
          retirements[0]()
          await new Promise((resolve) => setTimeout(resolve, 20))
          expect(existsSync(path.join(next, 'site', 'index.html'))).toBe(true)
        }
        dir = next
        return { retired: new Promise<void>((resolve) => retirements.push(resolve)) }
      },
    } as unknown as SiteServer
    const deploys = new Publishing(new Stack(path.join(root, 'logs')), () => undefined, {
      quietMs: 10,
      maxWaitMs: 50,
      releasesDir,
      publicDir,
      build: async () => undefined,
    })
    dir = await deploys.release(1)
    deploys.attach(server, {}, { build: 1, at: new Date() })
    deploys.trigger('a')
    await deploys.current?.settled()
    deploys.trigger('b')
    await deploys.current?.settled()
    expect(switches.map((entry) => path.basename(entry))).toEqual(['2', '3'])
    expect(deploys.current?.status()).toMatchObject({ state: 'live', live: { build: 3 } })
    expect(readdirSync(releasesDir).sort()).toEqual(['2', '3', 'functions'])
    retirements[1]()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(readdirSync(releasesDir).sort()).toEqual(['3', 'functions'])
    expect(readFileSync(path.join(releasesDir, '3', 'site', 'index.html'), 'utf8')).toBe('page')
    deploys.close()
  })

  it("serves a build's pages at once, with the search index served before, and its own index when written", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'deploys-'))
    const publicDir = path.join(root, 'public')
    const releasesDir = path.join(root, '.releases')
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      writeFileSync(path.join(publicDir, file), text)
    }
    write('index.html', 'home')
    write('pagefind/pagefind-entry.json', 'index of build 1')
    const served: Record<string, string>[] = []
    let dir: string | undefined
    const read = (file: string) => readFileSync(path.join(dir ?? '', 'site', file), 'utf8')
    const server = {
      get dir() {
        return dir
      },
      switchTo: async (next: string) => {
        dir = next
        served.push({
          release: path.basename(next),
          home: read('index.html'),
          index: read('pagefind/pagefind-entry.json'),
        })
        return { retired: Promise.resolve() }
      },
    } as unknown as SiteServer
    let writeIndex: (() => void) | undefined
    const lines: string[] = []
    const builds: number[] = []
    const deploys = new Publishing(new Stack(path.join(root, 'logs')), (line) => lines.push(line), {
      quietMs: 10,
      maxWaitMs: 50,
      releasesDir,
      publicDir,
      build: async (build) => {
        builds.push(build)
        write('index.html', `home of build ${build}`)
        // The index is written while the pages are made into their release, which must not read it.
        rmSync(path.join(publicDir, 'pagefind'), { recursive: true })
        const searchIndex = new Promise<void>((resolve, reject) => {
          writeIndex = () => {
            if (build === 3) return reject(new Error('search index: /en/posts/x/ has no <main>'))
            write('pagefind/pagefind-entry.json', `index of build ${build}`)
            resolve()
          }
        })
        return { searchIndex }
      },
    })
    dir = await deploys.release(1)
    deploys.attach(server, {}, { build: 1, at: new Date() })
    deploys.trigger('a')
    for (let i = 0; i < 200 && served.length < 1; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(served).toEqual([{ release: '2-pages', home: 'home of build 2', index: 'index of build 1' }])
    expect(deploys.current?.status()).toMatchObject({ state: 'live', live: { build: 2 } })
    // The next build waits for the index: its pages are public/'s until then.
    deploys.trigger('b')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(builds).toEqual([2])
    writeIndex?.()
    for (let i = 0; i < 200 && served.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(served[1]).toEqual({ release: '2', home: 'home of build 2', index: 'index of build 2' })

    // An index that fails leaves the pages served, with the last index, and says why.
    for (let i = 0; i < 200 && served.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    writeIndex?.()
    await deploys.current?.settled()
    expect(served.slice(2)).toEqual([{ release: '3-pages', home: 'home of build 3', index: 'index of build 2' }])
    expect(deploys.current?.status()).toMatchObject({ state: 'live', live: { build: 3 } })
    expect(lines).toContain(
      '#3 search index not written: search index: /en/posts/x/ has no <main>; searches use the last one',
    )
    deploys.close()
  })
})
