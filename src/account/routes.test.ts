import {
  accountGuard,
  accountPaths,
  codeLinkRules,
  hostRuleLine,
  isAuthSection,
  isIndexableAuthPath,
  isUserSection,
  nextAfterLogin,
} from './routes'

describe('account route guards (requirements §2, in order)', () => {
  it('sends a visitor away from any path containing the user section, keeping the locale', () => {
    for (const path of ['/fa/user', '/fa/user/', '/en/user/profile/', '/en/pages/user/x', '/en/pages/team/user']) {
      expect(accountGuard(path, path.startsWith('/fa') ? 'fa' : 'en', false)).toEqual({
        redirect: path.startsWith('/fa') ? '/fa/' : '/en/',
      })
    }
    expect(accountGuard('/en/user/profile/', 'en', true)).toBeNull()
    expect(isUserSection('/en/users/')).toBe(false)
  })

  it('sends a member away from the auth screens', () => {
    expect(accountGuard('/en/auth/login/', 'en', true)).toEqual({ redirect: '/en/' })
    expect(accountGuard('/en/auth/login/', 'en', true, '?next=%2Fen%2Fposts%2Fsoak%2F')).toEqual({
      redirect: '/en/posts/soak/',
    })
    expect(accountGuard('/en/auth/login/', 'en', true, '?next=https%3A%2F%2Fevil.example%2F')).toEqual({
      redirect: '/en/',
    })
    expect(accountGuard('/fa/auth/signup', 'fa', false)).toBeNull()
    expect(isAuthSection('/en/pages/auth/x')).toBe(false)
  })

  it('returns after login only to a page of this site, never to another origin', () => {
    expect(nextAfterLogin('?next=/en/posts/p99/', 'en')).toBe('/en/posts/p99/')
    expect(nextAfterLogin('?next=//evil.example/x', 'en')).toBe('/en/')
    expect(nextAfterLogin('?next=https://evil.example/', 'fa')).toBe('/fa/')
    expect(nextAfterLogin('?next=/en/auth/login/', 'en')).toBe('/en/')
    expect(nextAfterLogin('', 'fa')).toBe('/fa/')
  })
})

describe('indexable auth screens', () => {
  it('are login and signup in both locales, with or without the trailing slash', () => {
    for (const path of ['/fa/auth/login', '/en/auth/login/', '/fa/auth/signup/', '/en/auth/signup'])
      expect(isIndexableAuthPath(path)).toBe(true)
    for (const path of [
      '/en/auth/',
      '/en/auth/reset-password/',
      '/fa/auth/login/x',
      '/en/user/profile/',
      '/en/pages/auth/login/',
    ])
      expect(isIndexableAuthPath(path)).toBe(false)
  })
})

describe('account pages and the host rules for e-mailed links', () => {
  it('prerenders the user index and every screen, and nothing else', () => {
    expect(accountPaths('en')).toEqual([
      '/en/user/',
      '/en/auth/login/',
      '/en/auth/signup/',
      '/en/auth/confirm-account/',
      '/en/auth/send-email-confirmation/',
      '/en/auth/forgot-password/',
      '/en/auth/reset-password/',
      '/en/user/profile/',
      '/en/user/avatar/',
      '/en/user/password/',
    ])
    expect(accountPaths('fa').map((path) => path.replace('/fa/', '/en/'))).toEqual(accountPaths('en'))
  })

  it('serve a code screen with its code and answer 404 without one, the conditioned rule first', () => {
    const lines = codeLinkRules().map(hostRuleLine)
    expect(lines).toHaveLength(2 * 2 * 2 * 2)
    for (const locale of ['fa', 'en']) {
      for (const screen of ['confirm-account', 'reset-password']) {
        for (const from of [`/${locale}/auth/${screen}/`, `/${locale}/auth/${screen}`]) {
          const file = `/${locale}/auth/${screen}/index.html`
          const withCode = lines.indexOf(`${from}  code=:code  ${file}  200!`)
          const without = lines.indexOf(`${from}  ${file}  404!`)
          expect(withCode).toBeGreaterThanOrEqual(0)
          expect(without).toBeGreaterThan(withCode)
        }
      }
    }
  })
})
