import { tempSite } from './temp-site'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { builtPageFor, pageWeight, stylesheetLabel } from './page-weight'

const site = tempSite
const gz = (text: string) => gzipSync(text, { level: 9 }).byteLength

describe('pageWeight', () => {
  const app = 'console.log("app")'.repeat(20)
  const template = 'console.log("template")'.repeat(10)
  const dir = site({
    'en/posts/a/index.html':
      '<html><head><style data-href="/styles.0123abcd4567ef89.css" data-identity="gatsby-global-css">body{color:red}</style><style data-href="/styles-src-templates-post-tsx.fedcba9876543210.css" data-identity="gatsby-global-css">p{margin:0}</style><link rel="stylesheet" href="/extra.css"></head><body><script src="/app-1.js" async></script></body></html>',
    'en/auth/[...].html': '<html><body><script src="/app-1.js"></script></body></html>',
    'page-data/en/posts/a/page-data.json': JSON.stringify({ componentChunkName: 'component---post' }),
    'page-data/en/auth/[...]/page-data.json': JSON.stringify({ componentChunkName: 'component---account' }),
    'webpack.stats.json': JSON.stringify({
      namedChunkGroups: {
        'component---post': { assets: [{ name: 'post-1.js' }, { name: 'post-1.js.map' }] },
        'component---account': { assets: [{ name: 'app-1.js' }] },
      },
    }),
    'app-1.js': app,
    'post-1.js': template,
    'extra.css': 'a{color:blue}',
  })

  it('counts the scripts of the HTML and the template chunk group once each, and the inline and linked CSS, gzipped', () => {
    const weight = pageWeight(dir, '/en/posts/a/')
    expect(weight.jsFiles).toEqual(['app-1.js', 'post-1.js'])
    expect(weight.jsGzip).toBe(gz(app) + gz(template))
    expect(weight.cssGzip).toBe(gz('body{color:red}\np{margin:0}\na{color:blue}'))
    expect(weight.cssFiles).toEqual(['styles', 'styles-src-templates-post-tsx', 'extra'])
  })

  it('answers a client-only route with its shell, and refuses a path that was not built', () => {
    expect(builtPageFor(dir, '/en/auth/login', ['/en/auth/']).htmlFile).toBe(path.join(dir, 'en/auth/[...].html'))
    expect(pageWeight(dir, '/en/auth/login', ['/en/auth/']).jsFiles).toEqual(['app-1.js'])
    expect(() => builtPageFor(dir, '/en/authors/', ['/en/auth/'])).toThrow('no built page for /en/authors/')
  })
})

describe('stylesheetLabel', () => {
  it('names the sheet every page has and the templates of the others', () => {
    expect(stylesheetLabel('styles')).toBe('app')
    expect(stylesheetLabel('styles-src-templates-post-tsx')).toBe('post')
    expect(stylesheetLabel('styles-src-pages-404-tsx--src-templates-home-tsx')).toBe('404+home')
    expect(stylesheetLabel('extra')).toBe('extra')
  })
})
