/**
 * The member lifecycle as plain HTTP calls against a running site (netlify dev or production) and
 * its inbox's API: register → code from the inbox → not verified → confirm → login → session → me
 * → profile → avatar → change password (a notice by e-mail) → logout (old cookie dead) → forgot →
 * reset (a notice again; the link used twice says so) → login.
 * Every answer is checked for its status, its shape and the absence of any CMS token; a broken
 * step throws with what came back. Used by `npm run account:lifecycle` and the e2e tests.
 */
import { Inbox, linkIn } from '../../tests/support/inbox'
import type { Locale } from '../../cms/src/rules/locales'

export type LifecycleStep = { step: string; status: number; ms: number }

type Options = { siteUrl: string; inboxUrl: string; language?: Locale; log?: (step: LifecycleStep) => void }

// An 8×8 PNG, the smallest honest avatar.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXHbQSACD0MwE+VY84AAAAAElFTkSuQmCC',
  'base64',
)
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/

class Browser {
  cookies = new Map<string, string>()
  constructor(
    private readonly siteUrl: string,
    private readonly language: string,
    private readonly steps: LifecycleStep[],
    private readonly log?: (step: LifecycleStep) => void,
  ) {}

  async call(
    step: string,
    method: string,
    path: string,
    body?: unknown,
    expected = 200,
  ): Promise<{ status: number; json: Record<string, unknown>; setCookie: string[] }> {
    const headers: Record<string, string> = { 'accept-language': this.language }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    let payload: BodyInit | undefined
    if (body instanceof FormData) payload = body
    else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
    const started = performance.now()
    const response = await fetch(new URL(path, this.siteUrl), { method, headers, body: payload, redirect: 'manual' })
    const text = await response.text()
    const ms = Math.round(performance.now() - started)
    const setCookie = response.headers.getSetCookie()
    for (const cookie of setCookie) {
      const [pair] = cookie.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      if (/Max-Age=0(;|$)/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1))
      if (!/; HttpOnly/.test(cookie) || !/; SameSite=Lax/.test(cookie) || !/; Path=\//.test(cookie))
        throw new Error(`${step}: cookie flags missing: ${cookie}`)
    }
    const entry = { step, status: response.status, ms }
    this.steps.push(entry)
    this.log?.(entry)
    if (JWT.test(text) || setCookie.some((cookie) => JWT.test(cookie)))
      throw new Error(`${step}: a token is visible to the browser`)
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json'))
      throw new Error(`${step}: answered ${response.headers.get('content-type')}, not JSON: ${text.slice(0, 200)}`)
    const json = JSON.parse(text) as Record<string, unknown>
    if (response.status !== expected)
      throw new Error(`${step}: expected ${expected}, got ${response.status} ${text.slice(0, 300)}`)
    return { status: response.status, json, setCookie }
  }

  copy(): Browser {
    const other = new Browser(this.siteUrl, this.language, this.steps, this.log)
    for (const [name, value] of this.cookies) other.cookies.set(name, value)
    return other
  }
}

function expectError(step: string, json: Record<string, unknown>, code: string, message?: string) {
  const error = json.error as { code?: string; message?: string } | undefined
  if (error?.code !== code || (message && error.message !== message))
    throw new Error(`${step}: expected error ${code}${message ? ` "${message}"` : ''}, got ${JSON.stringify(json)}`)
}

function expectEqual(step: string, actual: unknown, expected: unknown) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    throw new Error(`${step}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`)
}

export async function runAccountLifecycle(options: Options): Promise<LifecycleStep[]> {
  const steps: LifecycleStep[] = []
  const language = options.language ?? 'en'
  const inbox = new Inbox(options.inboxUrl)
  const browser = new Browser(options.siteUrl, language, steps, options.log)
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = `lifecycle-${id}@example.test`
  const username = `life${id}`.slice(0, 30)
  let password = 'first-pass1'

  await browser.call('register', 'POST', '/api/user/register', { email, username, password }, 201)
  const confirmMail = await inbox.waitFor(email)
  const confirmLink = linkIn(confirmMail, 'confirm-account')
  if (!confirmLink.pathname.startsWith(`/${language}/auth/`))
    throw new Error(`confirmation link is not in ${language}: ${confirmLink}`)
  const notVerified = await browser.call(
    'login before confirming',
    'POST',
    '/api/user/login',
    { identifier: email, password },
    403,
  )
  expectError('login before confirming', notVerified.json, 'account-not-verified', 'Account not verified')
  const wrongCode = await browser.call(
    'confirm with a wrong code',
    'GET',
    '/api/user/confirm-account?code=deadbeef',
    undefined,
    400,
  )
  expectError('confirm with a wrong code', wrongCode.json, 'invalid-token', 'Invalid token')
  await browser.call('confirm', 'GET', `/api/user/confirm-account?code=${confirmLink.searchParams.get('code')}`)

  const login = await browser.call('login', 'POST', '/api/user/login', { identifier: email, password })
  const user = login.json.user as { email: string; role: { type: string } | null; avatar: unknown }
  if (user.email !== email || user.role?.type !== 'authenticated' || !('avatar' in user))
    throw new Error(`login: not a populated user: ${JSON.stringify(user)}`)
  const session = await browser.call('session', 'GET', '/api/user/session')
  expectEqual('session', session.json, { user: { email, avatar: { url: null } } })
  await browser.call('me', 'GET', '/api/user/me')
  const profile = await browser.call('update profile', 'PUT', '/api/user/me', {
    displayName: 'Lifecycle',
    headline: 'Load tester',
  })
  expectEqual('update profile', (profile.json.user as { displayName: string }).displayName, 'Lifecycle')
  const refused = await browser.call('profile refuses role', 'PUT', '/api/user/me', { role: 1 }, 400)
  expectError('profile refuses role', refused.json, 'field-not-allowed')

  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png')
  const avatar = await browser.call('avatar', 'PUT', '/api/user/me/avatar', form)
  const avatarUrl = (avatar.json.user as { avatar: { url: string } }).avatar.url
  const withAvatar = await browser.call('session with avatar', 'GET', '/api/user/session')
  expectEqual('session with avatar', withAvatar.json, { user: { email, avatar: { url: avatarUrl } } })

  const otherDevice = browser.copy()
  await browser.call('change password', 'POST', '/api/user/change-password', {
    currentPassword: password,
    newPassword: 'second-pass2',
    newPasswordConfirmation: 'second-pass2',
  })
  // The change is told to the account's address, with a link to ask for a reset (not a reset).
  const notice = await inbox.waitFor(email, 2)
  if (!notice.text.includes(`/${language}/auth/forgot-password`))
    throw new Error(`password-changed notice "${notice.subject}" does not lead to /${language}/auth/forgot-password`)
  const oldDevice = await otherDevice.call('old cookie after password change', 'GET', '/api/user/session')
  expectEqual('old cookie after password change', oldDevice.json, {})
  const oldPassword = await new Browser(options.siteUrl, language, steps, options.log).call(
    'login with the old password',
    'POST',
    '/api/user/login',
    { identifier: email, password },
    401,
  )
  expectError('login with the old password', oldPassword.json, 'invalid-credentials', 'Invalid identifier or password')
  password = 'second-pass2'

  const beforeLogout = browser.copy()
  await browser.call('logout', 'POST', '/api/user/logout')
  expectEqual('session after logout', (await browser.call('session after logout', 'GET', '/api/user/session')).json, {})
  expectEqual(
    'cookie copied before logout',
    (await beforeLogout.call('cookie copied before logout', 'GET', '/api/user/session')).json,
    {},
  )
  expectError(
    'me with the copied cookie',
    (await beforeLogout.call('me with the copied cookie', 'GET', '/api/user/me', undefined, 401)).json,
    'not-logged-in',
  )

  await browser.call('forgot password', 'POST', '/api/user/forgot-password', { email })
  const resetMail = await inbox.waitFor(email, 3)
  const code = linkIn(resetMail, 'reset-password').searchParams.get('code') as string
  await browser.call('reset password', 'POST', '/api/user/reset-password', {
    verificationCode: code,
    password: 'third-pass3',
    passwordConfirmation: 'third-pass3',
  })
  const reused = await browser.call(
    'reset code used twice',
    'POST',
    '/api/user/reset-password',
    { verificationCode: code, password: 'fourth-pass4', passwordConfirmation: 'fourth-pass4' },
    409,
  )
  expectError(
    'reset code used twice',
    reused.json,
    'reset-link-used',
    'This link has already been used: ask for a new one',
  )
  await inbox.waitFor(email, 4)
  await browser.call('login with the new password', 'POST', '/api/user/login', {
    identifier: email,
    password: 'third-pass3',
  })
  await browser.call('logout at the end', 'POST', '/api/user/logout')
  return steps
}
