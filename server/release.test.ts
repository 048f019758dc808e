import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { copyBuild } from './release'

describe('copyBuild', () => {
  let work: string
  beforeEach(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'copy-build-'))
  })
  afterEach(() => rmSync(work, { recursive: true, force: true }))

  const write = (dir: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  const inode = (file: string) => statSync(file).ino

  it('links the files the build left as they were from the release before, copies the rest, times kept', () => {
    const build = path.join(work, 'public')
    write(build, 'fa/posts/a/index.html', 'page a')
    write(build, 'fa/posts/b/index.html', 'page b')
    write(build, 'app.js', 'bundle')
    const first = path.join(work, '1')
    expect(copyBuild(build, first)).toBe(0)

    // The next build writes page b again (same size, new words) and adds page c.
    const later = new Date(Date.now() + 5_000)
    write(build, 'fa/posts/b/index.html', 'page B')
    utimesSync(path.join(build, 'fa/posts/b/index.html'), later, later)
    write(build, 'fa/posts/c/index.html', 'page c')
    const second = path.join(work, '2')
    expect(copyBuild(build, second, first)).toBe(2)

    expect(inode(path.join(second, 'app.js'))).toBe(inode(path.join(first, 'app.js')))
    expect(inode(path.join(second, 'fa/posts/a/index.html'))).toBe(inode(path.join(first, 'fa/posts/a/index.html')))
    expect(inode(path.join(second, 'fa/posts/b/index.html'))).not.toBe(inode(path.join(first, 'fa/posts/b/index.html')))
    expect(readFileSync(path.join(second, 'fa/posts/b/index.html'), 'utf8')).toBe('page B')
    expect(readFileSync(path.join(first, 'fa/posts/b/index.html'), 'utf8')).toBe('page b')
    expect(readFileSync(path.join(second, 'fa/posts/c/index.html'), 'utf8')).toBe('page c')
    expect(Math.abs(statSync(path.join(second, 'fa/posts/b/index.html')).mtimeMs - later.getTime())).toBeLessThan(1)

    // The build's own files are never linked: writing one in place leaves both releases as they were.
    writeFileSync(path.join(build, 'app.js'), 'BUNDLE')
    expect(readFileSync(path.join(first, 'app.js'), 'utf8')).toBe('bundle')
    expect(readFileSync(path.join(second, 'app.js'), 'utf8')).toBe('bundle')
  })

  it('copies a file whose size changed though its time did not', () => {
    const build = path.join(work, 'public')
    write(build, 'index.html', 'short')
    const first = path.join(work, '1')
    copyBuild(build, first)
    const { atime, mtime } = statSync(path.join(build, 'index.html'))
    write(build, 'index.html', 'longer page')
    utimesSync(path.join(build, 'index.html'), atime, mtime)
    const second = path.join(work, '2')
    expect(copyBuild(build, second, first)).toBe(0)
    expect(readFileSync(path.join(second, 'index.html'), 'utf8')).toBe('longer page')
  })
})
