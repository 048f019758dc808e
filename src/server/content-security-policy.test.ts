import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SECURITY_HEADERS } from './security-headers'
import {
  contentSecurityPolicy,
  htmlFileOf,
  inlineScriptHashes,
  originsOf,
  pageRules,
  withPolicyBlock,
  writePolicyHeaders,
} from './content-security-policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('content security policy', () => {
  it('hashes exactly the inline scripts a browser runs, each once', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import "x"</script>',
      '<script\n  id="gatsby-chunk-mapping"\n>\n  window.b="\\u00e9"\n</script>',
      '<script src="/app.js" async></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script>window.a=1</script>',
      '<script>کد</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual(
      [sha('window.a=1'), sha('import "x"'), sha('\n  window.b="\\u00e9"\n'), sha('کد')].sort(),
    )
  })

  it('allows scripts only from the site and by hash, and nothing to frame, embed or rebase the page', () => {
    const policy = contentSecurityPolicy([sha('x')], { imageOrigins: ['https://cms.example'] })
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('x')};`)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example")
  })

  it('writes a rule per page and per match path, a section allowing every page inside it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    const page = (address: string, script: string) => {
      const file = htmlFileOf(dir, address)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, `<html><script>${script}</script></html>`)
    }
    page('/en/auth/', 'shell')
    page('/en/auth/login/', 'login')
    page('/en/posts/', 'posts')
    page('/404.html', 'missing')
    const rules = pageRules(
      dir,
      [
        { path: '/en/auth/', matchPath: '/en/auth/*' },
        { path: '/en/auth/login/' },
        { path: '/en/posts/' },
        { path: '/404.html' },
        { path: '/gone/' },
      ],
      { imageOrigins: [] },
    )
    const byPath = Object.fromEntries(rules.map((rule) => [rule.path, rule.policy]))
    expect(Object.keys(byPath).sort()).toEqual([
      '/404.html',
      '/en/auth/',
      '/en/auth/*',
      '/en/auth/login/',
      '/en/posts/',
    ])
    expect(byPath['/en/auth/login/']).toContain(sha('login'))
    expect(byPath['/en/auth/login/']).not.toContain(sha('shell'))
    expect(byPath['/en/auth/*']).toContain(sha('shell'))
    expect(byPath['/en/auth/*']).toContain(sha('login'))
    expect(byPath['/en/auth/*']).not.toContain(sha('posts'))

    writeFileSync(
      path.join(dir, '_headers'),
      '# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n',
    )
    expect(writePolicyHeaders(dir, [{ path: '/en/posts/' }], { imageOrigins: [] })).toBe(1)
    writePolicyHeaders(dir, [{ path: '/en/posts/' }, { path: '/404.html' }], { imageOrigins: [] })
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8')
    expect(headers.match(/# qa-site content security policy start/g)).toHaveLength(1)
    expect(headers).toContain(
      '# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n',
    )
    expect(headers).toContain(
      `/404.html\n  Content-Security-Policy: ${contentSecurityPolicy([sha('missing')], { imageOrigins: [] })}`,
    )

    // A host rewrite onto a page's file gets that page's policy and the security headers.
    expect(
      writePolicyHeaders(
        dir,
        [{ path: '/en/posts/' }],
        { imageOrigins: [] },
        { '/en/posts/index.html': '/en/posts/', '/nowhere/index.html': '/nowhere/' },
      ),
    ).toBe(2)
    const rewritten = readFileSync(path.join(dir, '_headers'), 'utf8')
    expect(rewritten).toContain(
      `/en/posts/index.html\n  Content-Security-Policy: ${contentSecurityPolicy([sha('posts')], { imageOrigins: [] })}\n  strict-transport-security: max-age=31536000; includeSubDomains\n`,
    )
    expect(rewritten).not.toContain('/nowhere/')
  })

  it('lets only the named origins frame the framed pages, which get their own headers', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'csp-'))
    for (const address of ['/en/preview/', '/en/posts/']) {
      const file = htmlFileOf(dir, address)
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, '<html><script>x</script></html>')
    }
    const framed = { paths: ['/en/preview/'], by: ['https://cms.example'], headers: { 'cache-control': 'no-store' } }
    const rules = Object.fromEntries(
      pageRules(dir, [{ path: '/en/preview/' }, { path: '/en/posts/' }], { imageOrigins: [], framed }).map((rule) => [
        rule.path,
        rule,
      ]),
    )
    expect(rules['/en/preview/'].policy).toContain('frame-ancestors https://cms.example')
    expect(rules['/en/preview/'].policy).not.toContain("frame-ancestors 'none'")
    expect(rules['/en/preview/'].headers).toEqual({ 'cache-control': 'no-store' })
    expect(rules['/en/posts/'].policy).toContain("frame-ancestors 'none'")
    expect(rules['/en/posts/'].headers).toBeUndefined()
  })

  it('keeps whatever else the file holds when it replaces its block, which gives every file the security headers once', () => {
    const first = withPolicyBlock('/a\n  x: 1\n', [{ path: '/p/', policy: 'one' }])
    const second = withPolicyBlock(first, [{ path: '/q/', policy: 'two' }])
    const everyFile = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}\n`)
    expect(second).toBe(
      `/a\n  x: 1\n# qa-site content security policy start\n/*\n${everyFile.join('')}/q/\n  Content-Security-Policy: two\n# qa-site content security policy end\n`,
    )
  })
})

describe('originsOf', () => {
  it('is the address’s origin, and for this machine’s loopback its other name too', () => {
    expect(originsOf('https://cms.example/admin')).toEqual(['https://cms.example'])
    expect(originsOf('http://127.0.0.1:1337')).toEqual(['http://127.0.0.1:1337', 'http://localhost:1337'])
    expect(originsOf('http://localhost:1337/')).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337'])
    expect(originsOf('http://127.0.0.2:1337')).toEqual(['http://127.0.0.2:1337'])
  })
})
