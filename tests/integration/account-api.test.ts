/**
 * The account API end to end on the real system: the /api/user function handlers, the real Strapi
 * (compiled cms/, temporary SQLite) and a real SMTP inbox (MailDev). Covers the lifecycle of
 * issue [2]: register → e-mail → not verified → confirm → login → session → me → profile →
 * avatar → change password → logout with the old cookie dead; forgot → e-mail → reset → login;
 * blocked accounts, duplicates, wrong codes, rate limits, malformed input, an unreachable CMS,
 * and the cookie's attributes.
 */
import net from 'node:net'
import type { AccountUser } from '../../src/account/types'
import { COOKIE_NAME, seal, unseal } from '../../functions/lib/session.mjs'
import { AccountClient, type Answer, pointFunctionsAt } from '../support/account-client'
import { openDatabase, startTestCms, type TestCms } from '../support/cms-process'
import { freePort } from '../../server/supervisor'
import { linkIn, startTestInbox, type Inbox } from '../support/inbox'
import { writerToken } from '../support/cms-api'
import type { ErrorBody } from '../../cms/src/rules/errors'
import { MESSAGES } from '../../cms/src/rules/account'

jest.setTimeout(180_000)

/** Account e-mails one mailbox may be sent per window. */
const MAILBOX_LIMIT = 12
const SITE = 'http://localhost:8888'
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXHbQSACD0MwE+VY84AAAAAElFTkSuQmCC',
  'base64',
)
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcwF1GP//Z',
  'base64',
)

let cms: TestCms
let inbox: Inbox
let stopInbox: () => Promise<void>
let nextIp = 10

/** Every test reader comes from its own address, so rate limits of one test never touch another. */
const client = (options: { language?: string; origin?: string } = {}) =>
  new AccountClient(`198.51.100.${nextIp++}`, options)
type UserBody = { user: AccountUser }

const expectError = (answer: Answer<unknown>, status: number, code: string, message?: string) => {
  expect({ status: answer.status, code: (answer.body as ErrorBody).error?.code }).toEqual({ status, code })
  if (message) expect((answer.body as ErrorBody).error.message).toBe(message)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
}

const adminApi = async (pathname: string, init: RequestInit = {}) => {
  const response = await fetch(`${cms.url}${pathname}`, {
    ...init,
    headers: {
      authorization: `Bearer ${await writerToken(cms)}`,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const uploadForm = (bytes: Buffer, name: string, type: string) => {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

/** Registers and confirms an account through the functions; returns a logged-in client. */
async function member(options: { language?: string } = {}) {
  const id = `${Date.now().toString(36)}${nextIp}`
  const account = { email: `m${id}@example.test`, username: `member${id}`.slice(0, 30), password: 'first-pass1' }
  const reader = client(options)
  expect((await reader.call('POST', '/api/user/register', { json: account })).status).toBe(201)
  const code = linkIn(await inbox.waitFor(account.email), 'confirm-account').searchParams.get('code')
  expect((await reader.call('GET', `/api/user/confirm-account?code=${code}`)).status).toBe(200)
  expect(
    (await reader.call('POST', '/api/user/login', { json: { identifier: account.email, password: account.password } }))
      .status,
  ).toBe(200)
  return { reader, account }
}

beforeAll(async () => {
  const smtpPort = await freePort()
  ;({ inbox, stop: stopInbox } = await startTestInbox(smtpPort, await freePort()))
  cms = await startTestCms({
    env: {
      SMTP_PORT: String(smtpPort),
      SITE_URL: SITE,
      AUTH_RATE_LIMIT_MAX: '10',
      AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
      // The enumeration test sends one mailbox eleven account e-mails.
      ACCOUNT_EMAIL_RATE_LIMIT_MAX: String(MAILBOX_LIMIT),
    },
  })
  pointFunctionsAt(cms.url, cms.env, 5000)
})

afterAll(async () => {
  await cms?.stop()
  await stopInbox?.()
})

/** The refusal of a password among the most common (cms/src/account/common-passwords.ts). */
const COMMON_PASSWORD = MESSAGES.passwordTooCommon

describe('the member lifecycle through the functions', () => {
  const reader = client({ language: 'en' })
  // Typed on a Persian keyboard: its digits are Persian, and the address is the one with 0–9.
  const account = { email: 'Lifecycle.Member۲۴@Example.test', username: 'lifecycle', password: 'first-pass1' }
  const email = 'lifecycle.member24@example.test'
  let beforeLogout: AccountClient

  it('registers, e-mails an English confirmation link to the site, and refuses login until confirmed', async () => {
    const registered = await reader.call('POST', '/api/user/register', { json: account })
    expect(registered.status).toBe(201)
    expect(registered.body).toEqual({ ok: true, email })
    expect(registered.setCookie).toBeNull()

    const message = await inbox.waitFor(email)
    expect(message.subject).toBe('Confirm your account')
    const link = linkIn(message, 'confirm-account')
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/en/auth/confirm-account`)

    expectError(
      await reader.call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }),
      403,
      'account-not-verified',
      'Account not verified',
    )

    expectError(
      await reader.call('GET', '/api/user/confirm-account?code=0123abcd'),
      400,
      'invalid-token',
      'Invalid token',
    )
    expectError(await reader.call('GET', '/api/user/confirm-account'), 400, 'validation-failed', "It's required")
    const confirmed = await reader.call('GET', `/api/user/confirm-account?code=${link.searchParams.get('code')}`)
    expect(confirmed).toMatchObject({ status: 200, body: { ok: true } })
    // The same link opened again says the account is confirmed; other codes stay invalid.
    expectError(
      await reader.call('GET', `/api/user/confirm-account?code=${link.searchParams.get('code')}`),
      409,
      'already-confirmed',
      'This account is already confirmed',
    )
    expectError(
      await reader.call('GET', `/api/user/confirm-account?code=${link.searchParams.get('code')}0`),
      400,
      'invalid-token',
    )
  })

  it('logs in with a sealed HttpOnly cookie and no token in sight, and answers the populated user', async () => {
    expectError(
      await reader.call('POST', '/api/user/login', { json: { identifier: email, password: 'wrong-pass' } }),
      401,
      'invalid-credentials',
      'Invalid identifier or password',
    )

    // The address as typed at sign-up, Persian digits and capitals, is the member's too.
    expect(
      (
        await client().call('POST', '/api/user/login', {
          json: { identifier: account.email, password: account.password },
        })
      ).status,
    ).toBe(200)
    const loggedIn = await reader.call<UserBody>('POST', '/api/user/login', {
      json: { identifier: account.username, password: account.password },
    })
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.body.user).toMatchObject({
      email,
      username: account.username,
      confirmed: true,
      blocked: false,
      preferredLocale: 'en',
      avatar: null,
      role: { type: 'authenticated' },
    })
    expect(Object.keys(loggedIn.body.user)).not.toEqual(
      expect.arrayContaining(['password', 'resetPasswordToken', 'confirmationToken']),
    )

    const cookie = loggedIn.setCookie as string
    expect(cookie.startsWith(`${COOKIE_NAME.local}=v1.`)).toBe(true)
    expect(cookie).toContain('; Path=/')
    expect(cookie).toContain('; HttpOnly')
    expect(cookie).toContain('; SameSite=Lax')
    expect(cookie).toMatch(/; Max-Age=(1209599|1209600)(;|$)/)
    expect(cookie).not.toContain('Secure')

    // The CMS token is inside the seal only: not in the body, not in any header.
    const sealed = reader.jar.get(COOKIE_NAME.local) as string
    const token = unseal(sealed, [cms.env.SESSION_SECRET], COOKIE_NAME.local)?.token as string
    expect(token.split('.')).toHaveLength(3)
    expect(JSON.stringify(loggedIn.body)).not.toContain(token)
    expect(cookie).not.toContain(token)
    expect(JSON.stringify(loggedIn.body)).not.toMatch(/jwt|refreshToken/)

    expect(await reader.call('GET', '/api/user/session')).toMatchObject({
      status: 200,
      body: { user: { email, avatar: { url: null } } },
    })
    const me = await reader.call<UserBody>('GET', '/api/user/me')
    expect(me.status).toBe(200)
    expect(me.body.user).toEqual(loggedIn.body.user)
  })

  it('updates only the member’s own profile fields', async () => {
    const profile = {
      displayName: 'Lifecycle Member',
      headline: 'Performance engineer',
      bio: 'Breaks systems under load.',
      location: 'Tehran',
      company: 'Barsanj',
      website: 'barsanj.example',
    }
    const updated = await reader.call<UserBody>('PUT', '/api/user/me', { json: profile })
    expect(updated.status).toBe(200)
    expect(updated.body.user).toMatchObject(profile)

    for (const refused of [
      { role: 1 },
      { confirmed: false },
      { blocked: true },
      { email: 'other@example.test' },
      { password: 'x-x-x-x-x' },
      { id: 1, displayName: 'x' },
    ]) {
      expectError(await reader.call('PUT', '/api/user/me', { json: refused }), 400, 'field-not-allowed')
    }
    const tooLong = await reader.call<ErrorBody>('PUT', '/api/user/me', {
      json: { displayName: 'x'.repeat(51), bio: 'y'.repeat(251), company: 'z'.repeat(31) },
    })
    expectError(tooLong, 400, 'validation-failed')
    expect(tooLong.body.error.fields).toEqual({
      displayName: 'Must be at most 50 characters',
      bio: 'Must be at most 250 characters',
      company: 'Must be at most 30 characters',
    })

    const cleared = await reader.call<UserBody>('PUT', '/api/user/me', { json: { company: '' } })
    expect(cleared.body.user).toMatchObject({
      company: null,
      displayName: 'Lifecycle Member',
      email,
      blocked: false,
      confirmed: true,
      role: { type: 'authenticated' },
    })
  })

  it('takes an avatar judged by its bytes and replaces the old one', async () => {
    const first = await reader.call<UserBody>('PUT', '/api/user/me/avatar', {
      body: uploadForm(PNG, 'me.png', 'image/png'),
    })
    expect(first.status).toBe(200)
    const firstUrl = first.body.user.avatar?.url as string
    // Stored re-encoded (cms/src/account/avatar-image.ts), whatever was sent.
    expect(firstUrl).toMatch(new RegExp(`^${cms.url}/uploads/.+\\.webp$`))
    expect((await fetch(firstUrl)).status).toBe(200)

    // The declared name and type are ignored: a JPEG sent as "x.png" is read as a JPEG.
    const second = await reader.call<UserBody>('PUT', '/api/user/me/avatar', {
      body: uploadForm(JPEG, 'x.png', 'image/png'),
    })
    expect(second.status).toBe(200)
    const secondUrl = second.body.user.avatar?.url as string
    expect(secondUrl).toMatch(/\.webp$/)
    expect(secondUrl).not.toBe(firstUrl)
    expect((await fetch(secondUrl)).status).toBe(200)
    expect((await fetch(firstUrl)).status).toBe(404)
    expect(await reader.call('GET', '/api/user/session')).toMatchObject({
      body: { user: { email, avatar: { url: secondUrl } } },
    })

    expectError(
      await reader.call('PUT', '/api/user/me/avatar', {
        body: uploadForm(Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png'),
      }),
      415,
      'not-an-image',
      'This file is not an image (JPEG, PNG, GIF, WebP or AVIF), whatever its name',
    )
    expectError(
      await reader.call('PUT', '/api/user/me/avatar', {
        body: uploadForm(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png'),
      }),
      413,
      'file-too-large',
    )
    expectError(
      await reader.call('PUT', '/api/user/me/avatar', { body: new FormData() }),
      400,
      'validation-failed',
      'You should select an image file',
    )
    expectError(await reader.call('PUT', '/api/user/me/avatar', { json: { file: 'x' } }), 415, 'unsupported-media-type')
  })

  it('changes the password, keeping this session and ending every other one', async () => {
    const otherDevice = client()
    expect(
      (await otherDevice.call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }))
        .status,
    ).toBe(200)
    const copied = reader.copy()

    expectError(
      await reader.call('POST', '/api/user/change-password', {
        json: { currentPassword: 'not-it-1', newPassword: 'second-pass2', newPasswordConfirmation: 'second-pass2' },
      }),
      400,
      'invalid-current-password',
    )
    const mismatch = await reader.call<ErrorBody>('POST', '/api/user/change-password', {
      json: { currentPassword: account.password, newPassword: 'second-pass2', newPasswordConfirmation: 'second-pass3' },
    })
    expectError(mismatch, 400, 'validation-failed', 'The passwords did not match')
    expectError(
      await reader.call('POST', '/api/user/change-password', {
        json: { currentPassword: account.password, newPassword: 'short', newPasswordConfirmation: 'short' },
      }),
      400,
      'validation-failed',
      'Must be at least 6 characters',
    )

    const common = await reader.call<ErrorBody>('POST', '/api/user/change-password', {
      json: { currentPassword: account.password, newPassword: 'Password123', newPasswordConfirmation: 'Password123' },
    })
    expectError(common, 400, 'validation-failed', COMMON_PASSWORD)
    expect(common.body.error.fields).toEqual({ newPassword: COMMON_PASSWORD })

    const changed = await reader.call<UserBody>('POST', '/api/user/change-password', {
      json: { currentPassword: account.password, newPassword: 'second-pass2', newPasswordConfirmation: 'second-pass2' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.user.email).toBe(email)
    expect(changed.setCookie).toMatch(/^qa_session=v1\./)

    expect((await reader.call('GET', '/api/user/session')).body).toMatchObject({ user: { email } })
    expect((await otherDevice.call('GET', '/api/user/session')).body).toEqual({})
    expect((await copied.call('GET', '/api/user/session')).body).toEqual({})
    expectError(
      await client().call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }),
      401,
      'invalid-credentials',
    )
    // The account's address is told, in the language the change was made in.
    expect((await inbox.waitFor(email, 2)).subject).toBe('Your password has been changed')
    account.password = 'second-pass2'
    beforeLogout = reader.copy()
  })

  it('logs out on the server: the cookie copied before logout is dead', async () => {
    const loggedOut = await reader.call('POST', '/api/user/logout')
    expect(loggedOut).toMatchObject({ status: 200, body: {} })
    expect(loggedOut.setCookie).toMatch(/^qa_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/)
    expect(reader.jar.size).toBe(0)

    expect((await reader.call('GET', '/api/user/session')).body).toEqual({})
    const replayed = await beforeLogout.call('GET', '/api/user/session')
    expect(replayed.body).toEqual({})
    expectError(await beforeLogout.call('GET', '/api/user/me'), 401, 'not-logged-in')
    expectError(
      await beforeLogout.call('PUT', '/api/user/me', { json: { displayName: 'hijacked' } }),
      401,
      'not-logged-in',
    )
    // Logging out twice, or without a session, is harmless.
    expect((await reader.call('POST', '/api/user/logout')).status).toBe(200)
  })

  it('resets a forgotten password by an e-mailed code that works once, in the language asked', async () => {
    const persian = client({ language: 'fa-IR,fa;q=0.9,en;q=0.5' })
    const stillLoggedIn = client()
    expect(
      (await stillLoggedIn.call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }))
        .status,
    ).toBe(200)

    expect(await persian.call('POST', '/api/user/forgot-password', { json: { email } })).toMatchObject({
      status: 200,
      body: { ok: true },
    })
    const message = await inbox.waitFor(email, 3)
    expect(message.subject).toBe('بازنشانی گذرواژه')
    const link = linkIn(message, 'reset-password')
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/fa/auth/reset-password`)
    const code = link.searchParams.get('code') as string

    expectError(
      await persian.call('POST', '/api/user/reset-password', {
        json: { verificationCode: code, password: 'third-pass3', passwordConfirmation: 'third-pass4' },
      }),
      400,
      'validation-failed',
      'The passwords did not match',
    )
    expectError(
      await persian.call('POST', '/api/user/reset-password', {
        json: { verificationCode: 'abc123', password: 'third-pass3', passwordConfirmation: 'third-pass3' },
      }),
      400,
      'incorrect-code',
      'Incorrect code provided',
    )
    const common = await persian.call<ErrorBody>('POST', '/api/user/reset-password', {
      json: { verificationCode: code, password: 'qwerty123', passwordConfirmation: 'qwerty123' },
    })
    expectError(common, 400, 'validation-failed', COMMON_PASSWORD)
    expect(common.body.error.fields).toEqual({ password: COMMON_PASSWORD })
    const reset = await persian.call('POST', '/api/user/reset-password', {
      json: { verificationCode: code, password: 'third-pass3', passwordConfirmation: 'third-pass3' },
    })
    expect(reset).toMatchObject({ status: 200, body: { ok: true } })
    expect(reset.setCookie).toBeNull()
    // The link opened again says it was used (the screen offers a new one beside it).
    expectError(
      await persian.call('POST', '/api/user/reset-password', {
        json: { verificationCode: code, password: 'fourth-pass4', passwordConfirmation: 'fourth-pass4' },
      }),
      409,
      'reset-link-used',
      'This link has already been used: ask for a new one',
    )

    // The reset ended the sessions the account had.
    expect((await stillLoggedIn.call('GET', '/api/user/session')).body).toEqual({})
    expectError(
      await client().call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }),
      401,
      'invalid-credentials',
    )
    expect(
      (await client().call('POST', '/api/user/login', { json: { identifier: email, password: 'third-pass3' } })).status,
    ).toBe(200)
    account.password = 'third-pass3'
    // The reset is told to the address too, in Persian; the refused attempts told nothing.
    expect((await inbox.waitFor(email, 4)).subject).toBe('گذرواژهٔ شما تغییر کرد')
    expect(await inbox.to(email)).toHaveLength(4)
  })

  it('refuses a reset code once its hour is over', async () => {
    const reader2 = client({ language: 'en' })
    expect((await reader2.call('POST', '/api/user/forgot-password', { json: { email } })).status).toBe(200)
    const code = linkIn(await inbox.waitFor(email, 5), 'reset-password').searchParams.get('code') as string
    // Move the code's expiry into the past, as an hour of waiting would.
    const db = openDatabase(cms.database)
    const row = await db('up_users').where({ email }).first('reset_password_expires_at as at')
    expect(row?.at).toBeTruthy()
    // SQLite keeps the time as milliseconds, PostgreSQL as a timestamp.
    const past = typeof row?.at === 'number' ? Date.now() - 1000 : new Date(Date.now() - 1000)
    expect(await db('up_users').where({ email }).update({ reset_password_expires_at: past })).toBe(1)
    await db.destroy()
    expectError(
      await reader2.call('POST', '/api/user/reset-password', {
        json: { verificationCode: code, password: 'fifth-pass5', passwordConfirmation: 'fifth-pass5' },
      }),
      400,
      'incorrect-code',
    )
    expect(
      (await client().call('POST', '/api/user/login', { json: { identifier: email, password: account.password } }))
        .status,
    ).toBe(200)
  })
})

describe("a stranger's address", () => {
  it('gets no word the sign-up typed: the confirmation and a reset before it greet no one by name', async () => {
    const stranger = 'stranger.inbox@example.test'
    const username = 'prize.example-claim'
    expect(
      (
        await client({ language: 'en' }).call('POST', '/api/user/register', {
          json: { email: stranger, username, password: 'some-pass-123' },
        })
      ).status,
    ).toBe(201)
    expect(
      (await client({ language: 'en' }).call('POST', '/api/user/forgot-password', { json: { email: stranger } }))
        .status,
    ).toBe(200)
    const [confirmation, reset] = [await inbox.waitFor(stranger), await inbox.waitFor(stranger, 2)]
    for (const mail of [confirmation, reset]) {
      expect(mail.text.split('\n')[0]).toBe('Hello,')
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/prize|claim/)
    }
  })
})

describe('accounts the functions refuse', () => {
  it('refuses a blocked account at login and ends its live sessions', async () => {
    const { reader, account } = await member()
    const users = (await adminApi(`/api/users?filters[email][$eq]=${encodeURIComponent(account.email)}`)).body as {
      id: number
    }[]
    expect(
      (await adminApi(`/api/users/${users[0].id}`, { method: 'PUT', body: JSON.stringify({ blocked: true }) })).status,
    ).toBe(200)
    expectError(
      await client().call('POST', '/api/user/login', {
        json: { identifier: account.email, password: account.password },
      }),
      403,
      'account-blocked',
      'Your account has been blocked by an administrator',
    )
    expect((await reader.call('GET', '/api/user/session')).body).toEqual({})
    expectError(await reader.call('GET', '/api/user/me'), 401, 'not-logged-in')
  })

  it('refuses a second account with a taken e-mail or username', async () => {
    const { account } = await member()
    expectError(
      await client().call('POST', '/api/user/register', { json: { ...account, username: 'someone-else' } }),
      409,
      'already-taken',
      'Email or Username are already taken',
    )
    expectError(
      await client().call('POST', '/api/user/register', { json: { ...account, email: 'new-address@example.test' } }),
      409,
      'already-taken',
    )
    expectError(
      await client().call('POST', '/api/user/register', {
        json: { ...account, email: account.email.toUpperCase(), username: 'another-one' },
      }),
      409,
      'already-taken',
    )
  })

  it('takes a username in other capitals as taken, in the function and in the CMS, and logs its member in by it', async () => {
    const { account } = await member()
    const twin = { email: `twin-${account.email}`, username: account.username.toUpperCase(), password: 'pass-word1' }
    expectError(await client().call('POST', '/api/user/register', { json: twin }), 409, 'already-taken')
    const straight = await fetch(`${cms.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(twin),
    })
    expect([straight.status, ((await straight.json()) as ErrorBody).error.message]).toEqual([
      400,
      'Email or Username are already taken',
    ])
    const login = await client().call('POST', '/api/user/login', {
      json: { identifier: account.username.toUpperCase(), password: account.password },
    })
    expect(login.status).toBe(200)
  })

  it('refuses the most common passwords at sign-up, whatever their capitals, and stores nothing', async () => {
    for (const password of ['password123', '123456', 'Qwerty123']) {
      const email = `common-${password.toLowerCase()}-${Date.now()}@example.test`
      const refused = await client().call<ErrorBody>('POST', '/api/user/register', {
        json: { email, username: `common${Date.now().toString(36)}`, password },
      })
      expectError(refused, 400, 'validation-failed', COMMON_PASSWORD)
      expect(refused.body.error.fields).toEqual({ password: COMMON_PASSWORD })
    }
  })

  it('validates every field with the required messages before calling the CMS', async () => {
    const bad = await client().call<ErrorBody>('POST', '/api/user/register', {
      json: { email: 'not-an-email', username: 'abc', password: '12345' },
    })
    expectError(bad, 400, 'validation-failed')
    expect(bad.body.error.fields).toEqual({
      email: 'Invalid email address',
      username: 'Must be at least 5 characters',
      password: 'Must be at least 6 characters',
    })
    const missing = await client().call<ErrorBody>('POST', '/api/user/register', { json: {} })
    expect(missing.body.error.fields).toEqual({
      email: "It's required",
      username: "It's required",
      password: "It's required",
    })
    const long = await client().call<ErrorBody>('POST', '/api/user/register', {
      json: { email: 'a@b.test', username: 'u'.repeat(31), password: 'p'.repeat(31) },
    })
    expect(long.body.error.fields).toEqual({
      username: 'Too long! Must be at most 30 characters',
      password: 'Too long! Must be at most 30 characters',
    })
  })
})

describe('no account enumeration', () => {
  it('answers forgot-password and send-email-confirmation the same for known and unknown addresses, in body and time', async () => {
    const { account } = await member()
    const unconfirmed = {
      email: `unconfirmed${Date.now()}@example.test`,
      username: `unconf${Date.now()}`.slice(0, 30),
      password: 'pass-word1',
    }
    expect((await client().call('POST', '/api/user/register', { json: unconfirmed })).status).toBe(201)
    const reader = client()
    for (const route of ['/api/user/forgot-password', '/api/user/send-email-confirmation']) {
      const answers = []
      for (const email of [account.email, unconfirmed.email, 'nobody-here@example.test']) {
        const answer = await reader.call('POST', route, { json: { email } })
        answers.push({ status: answer.status, body: answer.body })
      }
      expect(answers).toEqual(Array(3).fill({ status: 200, body: { ok: true } }))
    }
    // Eight rounds of one known and one unknown address, side by side, the order alternating; the
    // known address's e-mail is awaited, and the CMS given a moment to end that send (its arrival
    // is not the send's end), before the next call, so the work done after its answer (a database
    // write, the send) lands in neither timing. The median of the pairs' differences: a loaded
    // machine slows both of a pair alike (medians of each side apart once moved past the bound in
    // CI; the median of pairs once landed just past it, on PostgreSQL beside the SQLite pass).
    const differences: number[] = []
    for (let round = 0; round < 8; round++) {
      const mails = (await inbox.to(account.email)).length
      const known = async () => {
        const { ms } = await reader.call('POST', '/api/user/forgot-password', { json: { email: account.email } })
        await inbox.waitFor(account.email, mails + 1)
        await new Promise((resolve) => setTimeout(resolve, 100))
        return ms
      }
      const unknown = async () =>
        (await reader.call('POST', '/api/user/forgot-password', { json: { email: `nobody${round}@example.test` } })).ms
      if (round % 2 === 0) {
        const knownMs = await known()
        differences.push(knownMs - (await unknown()))
      } else {
        const unknownMs = await unknown()
        differences.push((await known()) - unknownMs)
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    // The known address's e-mail is sent after the answer, so both take one lookup's time.
    // A CMS that awaited the send before answering fails this bound (tried).
    expect(Math.abs(median(differences))).toBeLessThan(40)
    // ... and the e-mails still arrive.
    await inbox.waitFor(unconfirmed.email, 2)
  })
})

describe('rate limits per account and mailbox', () => {
  it('answers too-many-requests to one client and keeps serving the others', async () => {
    const abuser = client()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (
          await abuser.call('POST', '/api/user/login', {
            json: { identifier: 'victim@example.test', password: `guess-${attempt}` },
          })
        ).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    const limited = await abuser.call('POST', '/api/user/login', {
      json: { identifier: 'victim@example.test', password: 'guess' },
    })
    expectError(limited, 429, 'too-many-requests', 'Too many requests, please try later')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expectError(
      await client().call('POST', '/api/user/login', {
        json: { identifier: 'victim@example.test', password: 'guess' },
      }),
      401,
      'invalid-credentials',
    )

    const spammer = client()
    for (let attempt = 0; attempt < MAILBOX_LIMIT; attempt++)
      await spammer.call('POST', '/api/user/forgot-password', { json: { email: 'target@example.test' } })
    const flooded = await client().call('POST', '/api/user/forgot-password', { json: { email: 'target@example.test' } })
    // Per mailbox: another client cannot go on filling the same inbox.
    expectError(flooded, 429, 'too-many-requests')
    expect(Number(flooded.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('malformed requests', () => {
  it('answers catalogued 4xx errors and never crashes', async () => {
    const reader = client()
    expectError(
      await reader.call('POST', '/api/user/login', {
        body: '{"identifier":',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'invalid-json',
    )
    expectError(await reader.call('POST', '/api/user/login', { json: ['a', 'b'] }), 400, 'invalid-json')
    expectError(
      await reader.call('POST', '/api/user/login', {
        body: 'identifier=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported-media-type',
    )
    expectError(
      await reader.call('POST', '/api/user/login', { json: { identifier: 'x'.repeat(20_000), password: 'y' } }),
      413,
      'payload-too-large',
    )
    const wrongTypes = await reader.call<ErrorBody>('POST', '/api/user/login', {
      json: { identifier: 5, password: { $ne: null } },
    })
    expectError(wrongTypes, 400, 'validation-failed')
    expect(wrongTypes.body.error.fields).toEqual({ identifier: 'Must be text', password: 'Must be text' })
    expectError(await reader.call('GET', '/api/user/login'), 405, 'method-not-allowed')
    expectError(await reader.call('DELETE', '/api/user/me'), 405, 'method-not-allowed')
    expectError(await reader.call('GET', '/api/user/me'), 401, 'not-logged-in')
    expectError(await reader.call('POST', '/api/user/change-password', { json: {} }), 401, 'not-logged-in')
  })
})

describe('the session call', () => {
  it('answers the empty session, never an error, for missing, garbled, forged and expired cookies', async () => {
    const name = COOKIE_NAME.local
    const cases: Record<string, string | undefined> = {
      missing: undefined,
      garbled: `${name}=v1.bm90LWEtc2VhbA`,
      'not base64': `${name}=%%%`,
      forged: `${name}=${seal({ token: 'a.b.c', expiresAt: Date.now() + 60_000 }, 'another-secret-of-at-least-32-chars!!', name)}`,
      expired: `${name}=${seal({ token: 'a.b.c', expiresAt: Date.now() - 1 }, cms.env.SESSION_SECRET, name)}`,
      'revoked token': `${name}=${seal({ token: 'eyJhbGciOiJIUzI1NiJ9.e30.x', expiresAt: Date.now() + 60_000 }, cms.env.SESSION_SECRET, name)}`,
    }
    for (const [label, cookie] of Object.entries(cases)) {
      const answer = await client().call('GET', '/api/user/session', { headers: cookie ? { cookie } : {} })
      expect({ label, status: answer.status, body: answer.body }).toEqual({ label, status: 200, body: {} })
      if (cookie) expect(answer.setCookie).toMatch(/Max-Age=0/)
    }
  })

  it('uses a Secure __Host- cookie when the site is not plain-http localhost', async () => {
    const { account } = await member()
    const secure = client({ origin: 'https://qa.example' })
    const loggedIn = await secure.call('POST', '/api/user/login', {
      json: { identifier: account.email, password: account.password },
    })
    expect(loggedIn.setCookie).toMatch(
      /^__Host-qa_session=v1\.[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    )
    expect((await secure.call('GET', '/api/user/session')).body).toMatchObject({ user: { email: account.email } })
    // A plain-named cookie is not honoured on the secure site (and the other way round).
    const plain = new AccountClient('198.51.100.250', { origin: 'https://qa.example' })
    plain.jar.set(COOKIE_NAME.local, secure.jar.get(COOKIE_NAME.secure) as string)
    expect((await plain.call('GET', '/api/user/session')).body).toEqual({})
  })
})

describe('an unreachable CMS', () => {
  // A short wait for the CMS here only: the suite's own calls reach a CMS hashing passwords on a
  // busy machine, which can take longer than this (a login timed out once in CI at 1.8 s).
  const withCms = async (url: string, run: () => Promise<void>) => {
    const saved = { url: process.env.CMS_URL, timeout: process.env.CMS_TIMEOUT_MS }
    process.env.CMS_URL = url
    process.env.CMS_TIMEOUT_MS = '1800'
    try {
      await run()
    } finally {
      process.env.CMS_URL = saved.url
      process.env.CMS_TIMEOUT_MS = saved.timeout
    }
  }

  it('answers 503 cms-unavailable at once when nothing listens', async () => {
    await withCms('http://127.0.0.1:9', async () => {
      const answer = await client().call('POST', '/api/user/login', {
        json: { identifier: 'a@b.test', password: 'whatever' },
      })
      expectError(answer, 503, 'cms-unavailable')
      expect(answer.ms).toBeLessThan(2000)
    })
  })

  it('answers 503 within 2 seconds when the CMS accepts but never answers', async () => {
    const sockets: net.Socket[] = []
    const hung = net.createServer((socket) => sockets.push(socket))
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve))
    try {
      await withCms(`http://127.0.0.1:${(hung.address() as net.AddressInfo).port}`, async () => {
        const answer = await client().call('POST', '/api/user/forgot-password', { json: { email: 'a@b.test' } })
        expectError(answer, 503, 'cms-unavailable', 'The account service is unavailable, please try again shortly')
        expect(answer.ms).toBeLessThan(2000)
      })
    } finally {
      sockets.forEach((socket) => socket.destroy())
      hung.close()
    }
  })
})

describe('a CMS that cannot send e-mail', () => {
  let mailless: TestCms
  beforeAll(async () => {
    // Nothing listens on port 9: every SMTP connection is refused.
    mailless = await startTestCms({ env: { SMTP_PORT: '9', SITE_URL: SITE, CMS_SEED: 'false' } })
  })
  afterAll(async () => {
    await mailless?.stop()
  })

  it('answers registration with internal-error-through-sending-activation-email, and the code can be sent again later', async () => {
    const saved = { CMS_URL: process.env.CMS_URL, CMS_PROXY_SECRET: process.env.CMS_PROXY_SECRET }
    Object.assign(process.env, { CMS_URL: mailless.url, CMS_PROXY_SECRET: mailless.env.CMS_PROXY_SECRET })
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const reader = client()
      const answer = await reader.call('POST', '/api/user/register', {
        json: { email: 'no-mail@example.test', username: 'nomailuser', password: 'pass-word1' },
      })
      expectError(
        answer,
        503,
        'internal-error-through-sending-activation-email',
        'Internal error while sending the activation e-mail',
      )
      // The account exists; asking for the e-mail again answers like for anyone.
      expect(
        await reader.call('POST', '/api/user/send-email-confirmation', { json: { email: 'no-mail@example.test' } }),
      ).toMatchObject({ status: 200, body: { ok: true } })
    } finally {
      Object.assign(process.env, saved)
      spy.mockRestore()
    }
  })
})
