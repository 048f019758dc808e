import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileFor, startStaticServer } from './static-server'

describe('static server', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'static-'))
  mkdirSync(path.join(root, 'posts'))
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>')
  writeFileSync(path.join(root, 'posts', 'index.html'), '<h1>posts</h1>')
  writeFileSync(path.join(root, 'app.js'), 'void 0')

  it('maps addresses to files inside its folder only', () => {
    expect(fileFor(root, '/')).toBe(path.join(root, 'index.html'))
    expect(fileFor(root, '/app.js?v=1')).toBe(path.join(root, 'app.js'))
    expect(fileFor(root, '/%2e%2e/secret')).toBe(path.join(root, 'secret'))
    expect(fileFor(root, '/..%2fsecret')).toBeNull()
    expect(fileFor(root, '/%E0%A4%A')).toBeNull()
  })

  it('serves files with their type, a folder as its index, and 404 for the rest', async () => {
    const server = await startStaticServer(root)
    try {
      const home = await fetch(`${server.url}/`)
      expect([home.status, home.headers.get('content-type'), await home.text()]).toEqual([
        200,
        'text/html; charset=utf-8',
        '<h1>home</h1>',
      ])
      expect(await (await fetch(`${server.url}/posts`)).text()).toBe('<h1>posts</h1>')
      expect((await fetch(`${server.url}/app.js`)).headers.get('content-type')).toBe('application/javascript')
      expect((await fetch(`${server.url}/missing.js`)).status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('adds the headers it is given to every file it serves', async () => {
    const server = await startStaticServer(root, { 'cross-origin-opener-policy': 'same-origin' })
    try {
      const answers = await Promise.all(['/', '/app.js'].map((address) => fetch(`${server.url}${address}`)))
      expect(answers.map((answer) => answer.headers.get('cross-origin-opener-policy'))).toEqual([
        'same-origin',
        'same-origin',
      ])
      expect(answers[1].headers.get('content-type')).toBe('application/javascript')
    } finally {
      await server.close()
    }
  })
})
