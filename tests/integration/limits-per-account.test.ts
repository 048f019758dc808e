/**
 * Limits per account or mailbox first, and generous ones per client address (ADR 0040), on the real
 * CMS with the limits a new machine gets (.env.example) and the site's functions in-process:
 * colleagues behind one office address are not refused for each other; a right password counts for
 * nothing; a guesser is held back and told for how long without locking the owner out; refused
 * addresses cost no allowance; a double click on Subscribe sends one confirmation; the admin
 * panel's login is limited the same way, with Retry-After.
 */
import { AccountClient, type Answer } from '../support/account-client'
import { authenticatedRoleId, cmsApi } from '../support/cms-api'
import type { TestCms } from '../support/cms-process'
import { startCmsWithInbox, type CmsWithInbox } from '../support/cms-with-inbox'
import type { Inbox } from '../support/inbox'

jest.setTimeout(180_000)

let stack: CmsWithInbox
let cms: TestCms
let inbox: Inbox
let authenticatedRole: number
let next = 0

type Body = { ok?: boolean; error?: { code: string } }

const unique = () => `${Date.now().toString(36)}${next++}`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const statusesOf = (answers: Answer<unknown>[]) => answers.map((answer) => answer.status)

async function member() {
  const id = unique()
  const account = {
    email: `colleague${id}@example.test`,
    username: `colleague${id}`.slice(0, 30),
    password: 'office-pass1',
  }
  const created = await cmsApi(cms, '/api/users', {
    method: 'POST',
    body: JSON.stringify({ ...account, confirmed: true, role: authenticatedRole }),
  })
  expect(created.status).toBe(201)
  return account
}

const login = (client: AccountClient, identifier: string, password: string) =>
  client.call<Body>('POST', '/api/user/login', { json: { identifier, password } })

/** A call to the admin panel's login, from `address` as the CMS sees it. */
async function adminLogin(password: string, address: string, language = 'en-US,en;q=0.9') {
  const response = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      // How the CMS learns a client's address from a proxy it trusts (cms/src/middlewares/client-ip.ts).
      'x-cms-proxy-secret': cms.env.CMS_PROXY_SECRET,
      'x-client-ip': address,
    },
    body: JSON.stringify({ email: cms.env.CMS_ADMIN_EMAIL, password }),
  })
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body?.error?.message }
}

beforeAll(async () => {
  stack = await startCmsWithInbox({ CMS_SEED: 'false' })
  ;({ cms, inbox } = stack)
  authenticatedRole = await authenticatedRoleId(cms)
})

afterAll(async () => {
  await stack?.stop()
})

describe('colleagues behind one office address', () => {
  it('each log in, subscribe and sign up without being refused for the others', async () => {
    const office = '203.0.113.10'
    const colleagues = await Promise.all(Array.from({ length: 15 }, member))
    const logins = []
    for (const colleague of colleagues)
      logins.push(await login(new AccountClient(office), colleague.email, colleague.password))
    expect(statusesOf(logins)).toEqual(Array(15).fill(200))

    const subscriptions = []
    for (const colleague of colleagues)
      subscriptions.push(
        await new AccountClient(office).call<Body>('POST', '/api/newsletter', {
          json: { email: colleague.email, locale: 'en' },
        }),
      )
    expect(statusesOf(subscriptions)).toEqual(Array(15).fill(202))

    const signups = []
    for (let index = 0; index < 15; index++) {
      const id = unique()
      signups.push(
        await new AccountClient(office).call<Body>('POST', '/api/user/register', {
          json: {
            email: `newcomer${id}@example.test`,
            username: `newcomer${id}`.slice(0, 30),
            password: 'office-pass1',
          },
        }),
      )
    }
    expect(statusesOf(signups)).toEqual(Array(15).fill(201))
  })

  it('count a right password for nothing: a member who logs in again and again is never refused', async () => {
    const colleague = await member()
    const client = new AccountClient('203.0.113.11')
    const statuses = []
    // More than the wrong passwords a client may try (AUTH_RATE_LIMIT_MAX).
    for (let index = 0; index < 12; index++)
      statuses.push((await login(client, colleague.email, colleague.password)).status)
    expect(statuses).toEqual(Array(12).fill(200))
  })
})

describe('a guesser', () => {
  it('is refused after ten wrong passwords, told for how long, and the owner still logs in from their own address', async () => {
    const owner = await member()
    const guesser = new AccountClient('198.51.100.66')
    const guesses = []
    for (let index = 0; index < 10; index++) guesses.push(await login(guesser, owner.username, `guess-${index}`))
    expect(statusesOf(guesses)).toEqual(Array(10).fill(401))
    // Spent, whichever identifier names the account, and even for the right password.
    const refused = await login(guesser, owner.email, owner.password)
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({
      status: 429,
      code: 'too-many-requests',
    })
    const wait = Number(refused.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect((await login(new AccountClient('192.0.2.20'), owner.email, owner.password)).status).toBe(200)
  })

  it('guessing one account from forty addresses is refused after the account’s own allowance; the owner waits at most the window', async () => {
    const owner = await member()
    const guesses = []
    for (let index = 0; index < 40; index++)
      guesses.push(await login(new AccountClient(`198.18.0.${index + 1}`), owner.username, `guess-${index}`))
    // AUTH_RATE_LIMIT_ACCOUNT_MAX of .env.example: 30 wrong passwords per window from all addresses.
    expect(statusesOf(guesses)).toEqual([...Array(30).fill(401), ...Array(10).fill(429)])
    const waiting = await login(new AccountClient('192.0.2.21'), owner.email, owner.password)
    expect(waiting.status).toBe(429)
    expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60)
  })

  it("takes nothing from a client's allowance with addresses that are refused as invalid", async () => {
    const client = new AccountClient('198.51.100.67')
    for (let index = 0; index < 60; index++) {
      const refused = await client.call<Body>('POST', '/api/newsletter', {
        json: { email: `mistyped${index}@`, locale: 'en' },
      })
      expect(refused.status).toBe(400)
    }
    expect(
      (
        await client.call<Body>('POST', '/api/newsletter', {
          json: { email: `right${unique()}@example.test`, locale: 'en' },
        })
      ).status,
    ).toBe(202)
  })
})

describe('a double click on Subscribe', () => {
  it('sends one confirmation, answers every repeat the same, and costs no allowance', async () => {
    const client = new AccountClient('198.51.100.68')
    const email = `double${unique()}@example.test`
    const subscribe = () => client.call<Body>('POST', '/api/newsletter', { json: { email, locale: 'en' } })
    const answers = [
      await subscribe(),
      await subscribe(),
      ...(await Promise.all([subscribe(), subscribe(), subscribe()])),
    ]
    for (let index = 0; index < 4; index++) answers.push(await subscribe())
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array(9).fill([202, { ok: true }]))
    await inbox.waitFor(email)
    await sleep(1500)
    expect((await inbox.to(email)).map((mail) => mail.subject)).toEqual(['Confirm your newsletter subscription'])
  })
})

describe("the admin panel's login", () => {
  it('lets an editor log in again and again, refuses a guesser with Retry-After, and not the editor elsewhere', async () => {
    const statuses = []
    for (let index = 0; index < 8; index++)
      statuses.push((await adminLogin(cms.env.CMS_ADMIN_PASSWORD, '203.0.113.30')).status)
    expect(statuses).toEqual(Array(8).fill(200))

    const guesses = []
    for (let index = 0; index < 9; index++) guesses.push(await adminLogin(`guess-${index}`, '198.51.100.69'))
    // The login screen shows the message as it is: in Persian to a browser that prefers it.
    guesses.push(await adminLogin('guess-9', '198.51.100.69', 'fa-IR,fa;q=0.9,en;q=0.8'))
    expect(guesses.map((guess) => guess.status)).toEqual(Array(10).fill(400))
    expect(guesses.map((guess) => guess.message).slice(-2)).toEqual([
      'Invalid credentials',
      'ایمیل یا گذرواژه درست نیست',
    ])
    const refused = await adminLogin(cms.env.CMS_ADMIN_PASSWORD, '198.51.100.69')
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60)
    // The admin panel shows the message as it is: it says when.
    expect(refused.message).toBe(
      `Too many requests, please try again in ${Math.ceil(Number(refused.retryAfter) / 60)} minutes`,
    )
    const persian = await adminLogin(cms.env.CMS_ADMIN_PASSWORD, '198.51.100.69', 'fa')
    expect(persian.status).toBe(429)
    expect(persian.message).toMatch(/^درخواست‌ها بیش از حد است؛ لطفاً [۰-۹]+ دقیقه دیگر دوباره تلاش کنید$/)
    expect((await adminLogin(cms.env.CMS_ADMIN_PASSWORD, '203.0.113.30')).status).toBe(200)
  })
})
