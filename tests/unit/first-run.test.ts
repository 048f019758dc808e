import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { configuredPorts, listeningPorts, pristineCopy, shareInstall, userEnvironment } from '../first-run/first-run'

const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' })

describe("the first-run check's copy of the project", () => {
  it('holds what a clone of the working tree holds, nothing a command made, and a clean git status', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'first-run-root-'))
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    write('.gitignore', '.env\nnode_modules/\n.netlify/\n')
    write('README.md', 'committed')
    write('src/gone.ts', 'deleted before the run')
    git(root, 'init', '--quiet')
    git(root, 'add', '--all')
    git(root, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '--quiet', '-m', 'x')
    // The working tree: an edit, a new file, a deleted one, and state a command made.
    write('README.md', 'edited')
    write('src/new.ts', 'new')
    rmSync(path.join(root, 'src', 'gone.ts'))
    write('.env', 'SECRET=1')
    write('.netlify/x', 'state')
    write('node_modules/react/index.js', 'react')

    const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'first-run-copy-')), 'project')
    pristineCopy(root, copy)
    expect(readFileSync(path.join(copy, 'README.md'), 'utf8')).toBe('edited')
    expect(readFileSync(path.join(copy, 'src', 'new.ts'), 'utf8')).toBe('new')
    for (const absent of ['src/gone.ts', '.env', '.netlify', 'node_modules'])
      expect(existsSync(path.join(copy, absent))).toBe(false)
    expect(git(copy, 'status', '--porcelain').stdout).toBe('')

    shareInstall(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))
    expect(statSync(path.join(copy, 'node_modules', 'react', 'index.js')).ino).toBe(
      statSync(path.join(root, 'node_modules', 'react', 'index.js')).ino,
    )
    rmSync(root, { recursive: true })
    rmSync(path.dirname(copy), { recursive: true })
  })

  it('leaves out node_modules/.cache, what later commands made, from the shared install', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'first-run-install-'))
    mkdirSync(path.join(root, 'node_modules', '.cache', 'node-24'), { recursive: true })
    mkdirSync(path.join(root, 'node_modules', 'zod'), { recursive: true })
    writeFileSync(path.join(root, 'node_modules', 'zod', 'index.js'), 'zod')
    shareInstall(path.join(root, 'node_modules'), path.join(root, 'copy', 'node_modules'))
    expect(existsSync(path.join(root, 'copy', 'node_modules', 'zod', 'index.js'))).toBe(true)
    expect(existsSync(path.join(root, 'copy', 'node_modules', '.cache'))).toBe(false)
    rmSync(root, { recursive: true })
  })
})

describe("the first run's environment", () => {
  it("is a user's shell's: without what npm test and npm run added", () => {
    const env = userEnvironment({
      HOME: '/home/u',
      CI: 'true',
      PATH: ['/work/qa/node_modules/.bin', '/work/node_modules/.bin', '/usr/local/bin', '/usr/bin'].join(':'),
      npm_lifecycle_event: 'test',
      npm_config_prefix: '/x',
      INIT_CWD: '/work/qa',
      TEST_CMS_TEMPLATE: '{}',
      NODE_OPTIONS: '--max-old-space-size=1',
    })
    expect(env).toEqual({ HOME: '/home/u', CI: 'true', PATH: '/usr/local/bin:/usr/bin' })
  })
})

describe('listeningPorts', () => {
  it("reads the listening sockets of /proc/net's TCP tables, IPv4 and IPv6, and nothing else", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'first-run-net-'))
    const header = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n'
    writeFileSync(
      path.join(dir, 'tcp'),
      header +
        // 127.0.0.1:1337 listening; 127.0.0.1:8888 → a client, established (01); 0.0.0.0:1080 listening.
        '   0: 0100007F:0539 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1 1 0 100 0 0 10 0\n' +
        '   1: 0100007F:22B8 0100007F:D431 01 00000000:00000000 00:00000000 00000000     0        0 2 1 0 20 4 30 10 -1\n' +
        '   2: 00000000:0438 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 3 1 0 100 0 0 10 0\n',
    )
    writeFileSync(
      path.join(dir, 'tcp6'),
      header +
        '   0: 00000000000000000000000001000000:22B8 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4 1 0 100 0 0 10 0\n',
    )
    expect(listeningPorts([path.join(dir, 'tcp'), path.join(dir, 'tcp6'), path.join(dir, 'absent')])).toEqual([
      1080, 1337, 8888,
    ])
    rmSync(dir, { recursive: true })
  })
})

describe('configuredPorts', () => {
  it("names the ports of the run's configuration: the site's, the CMS's, the inbox's two and the build hook's", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'first-run-env-'))
    writeFileSync(
      path.join(dir, '.env'),
      [
        'SITE_URL=http://localhost:8888',
        'CMS_URL=http://127.0.0.1:1337',
        'INBOX_WEB_PORT=1080',
        'SMTP_PORT=1025',
        'BUILD_HOOK_PORT=8890',
        'SESSION_SECRET=x',
      ].join('\n'),
    )
    expect(configuredPorts(dir).sort()).toEqual([1025, 1080, 1337, 8888, 8890])
    rmSync(dir, { recursive: true })
  })
})
