/**
 * The newsletter on the real system (docs/decisions/0022-newsletter.md): the real Strapi (compiled
 * cms/, temporary database), the /api/newsletter function in-process and a real SMTP inbox.
 * Double opt-in in both languages; the same answer for every address state; one row per address;
 * a bot's honeypot stores nothing; the same request again soon after sends nothing more; links
 * that are altered, old or from before an unsubscribe do nothing; one-click unsubscribe as mail
 * programs send it; limits per mailbox and per client; nothing lost while the mail server is
 * down; the editors' CSV.
 */
import { AccountClient, type Answer } from '../support/account-client'
import { openDatabase, type TestCms } from '../support/cms-process'
import { startCmsWithInbox, type CmsWithInbox } from '../support/cms-with-inbox'
import type { Inbox, InboxMessage } from '../support/inbox'
import { persianMailProblems } from '../support/persian-mail'
import { adminToken } from '../support/cms-api'
import { newsletterLinks } from '../../cms/src/newsletter/links'

jest.setTimeout(180_000)

const EMAIL_MAX = 4
const IP_MAX = 8

let stack: CmsWithInbox
let cms: TestCms
let db: ReturnType<typeof openDatabase>
let inbox: Inbox
let nextReader = 0

type Body = { ok?: boolean; state?: string; error?: { code: string; message: string; fields?: Record<string, string> } }
type Row = {
  id: number
  document_id: string
  email: string
  language: string
  state: string
  requested_at: unknown
  confirmed_at: unknown
  unsubscribed_at: unknown
}

function reader(language: 'fa' | 'en' = 'en') {
  nextReader += 1
  const client = new AccountClient(`198.51.100.${nextReader}`, { language })
  const email = `reader${Date.now().toString(36)}${nextReader}@example.test`
  return {
    client,
    email,
    subscribe: (changes: Record<string, unknown> = {}) =>
      client.call<Body>('POST', '/api/newsletter', { json: { email, locale: language, ...changes } }),
  }
}

const rowsFor = async (email: string) =>
  ((await db('newsletter_subscribers').select('*')) as Row[]).filter((row) => row.email === email)
const linkIn = (mail: InboxMessage, page: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`https?://[^\\s"<>]+/newsletter/${page}/\\?token=([A-Za-z0-9._-]+)`).exec(mail.text)
  if (!match) throw new Error(`no ${page} link in "${mail.subject}":\n${mail.text}`)
  return { url: new URL(match[0]), token: match[1] }
}
const call = (client: AccountClient, path: string, token: string) =>
  client.call<Body>('POST', path, { json: { token } })
const expectAnswer = (answer: Answer<Body>, status: number, code?: string) =>
  expect({ status: answer.status, code: answer.body?.error?.code }).toEqual({ status, code })

beforeAll(async () => {
  stack = await startCmsWithInbox({
    // Subscriptions need no content: the seed's posts and pages are left out (a quicker boot).
    CMS_SEED: 'false',
    NEWSLETTER_RATE_LIMIT_MAX: String(IP_MAX),
    NEWSLETTER_RATE_LIMIT_EMAIL_MAX: String(EMAIL_MAX),
    NEWSLETTER_MAIL_RETRY_SECONDS: '2',
    SITE_URL: 'https://site.example',
  })
  ;({ cms, inbox } = stack)
  db = openDatabase(cms.database)
})

afterAll(async () => {
  await db?.destroy()
  await stack?.stop()
})

describe('subscribing to the newsletter', () => {
  it.each(['fa', 'en'] as const)(
    '%s: is pending until the e-mailed link confirms it; the e-mail is in the page language with one-click unsubscribe',
    async (language) => {
      const { client, email, subscribe } = reader(language)
      expect(await subscribe()).toMatchObject({ status: 202, body: { ok: true } })
      expect((await rowsFor(email)).map((row) => [row.language, row.state])).toEqual([[language, 'pending']])
      const mail = await inbox.waitFor(email)
      expect(mail.subject).toBe(
        language === 'fa' ? 'عضویت در خبرنامه را تأیید کنید' : 'Confirm your newsletter subscription',
      )
      expect(mail.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/site\.example\/api\/newsletter\/unsubscribe\?token=[A-Za-z0-9._-]+>$/,
      )
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
      expect(linkIn(mail, 'confirm').url.pathname).toBe(`/${language}/newsletter/confirm/`)
      expect(linkIn(mail, 'unsubscribe').url.pathname).toBe(`/${language}/newsletter/unsubscribe/`)
      expect(mail.html).toContain(`dir="${language === 'fa' ? 'rtl' : 'ltr'}"`)
      if (language === 'fa') expect(persianMailProblems(mail)).toEqual([])

      const { token } = linkIn(mail, 'confirm')
      expect(await call(client, '/api/newsletter/confirm', token)).toMatchObject({
        status: 200,
        body: { state: 'subscribed' },
      })
      const [row] = await rowsFor(email)
      expect(row.state).toBe('subscribed')
      expect(row.confirmed_at).toBeTruthy()
      // The link opened again (a second click, a mail scanner): the same answer, nothing changes.
      expect(await call(client, '/api/newsletter/confirm', token)).toMatchObject({
        status: 200,
        body: { state: 'subscribed' },
      })
    },
  )

  it('answers the same for a new, a pending and a subscribed address, keeps one row, and tells the subscribed one there is nothing to do', async () => {
    const { client, email, subscribe } = reader('en')
    const first = await subscribe()
    const confirmation = await inbox.waitFor(email)
    // Again while the first is pending (a double click, a retry): the same answer, no second e-mail.
    const again = await subscribe()
    expect(await call(client, '/api/newsletter/confirm', linkIn(confirmation, 'confirm').token)).toMatchObject({
      status: 200,
    })
    const subscribed = await subscribe({ email: email.toUpperCase() })
    const note = await inbox.waitFor(email, 2)
    expect(note.subject).toBe('You are already subscribed')
    expect(note.text).not.toContain('/newsletter/confirm/')
    expect(linkIn(note, 'unsubscribe').url.pathname).toBe('/en/newsletter/unsubscribe/')
    // And the note is not sent twice for a double click either.
    const repeated = await subscribe()
    for (const answer of [first, again, subscribed, repeated])
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 202, body: { ok: true } })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await inbox.to(email)).map((mail) => mail.subject)).toEqual([
      'Confirm your newsletter subscription',
      'You are already subscribed',
    ])
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it('reads an address typed on a Persian keyboard: its Persian digits are the digits 0–9', async () => {
    const { email, subscribe } = reader('fa')
    // The reader's address ends in a number (readerNNN@…): typed in Persian digits.
    const typed = email.replace(/[0-9]/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)))
    expect(typed).not.toBe(email)
    expect(await subscribe({ email: typed })).toMatchObject({ status: 202, body: { ok: true } })
    expect((await rowsFor(email)).map((row) => row.state)).toEqual(['pending'])
    expect((await inbox.waitFor(email)).subject).toBe('عضویت در خبرنامه را تأیید کنید')
  })

  it('stores one row and sends one e-mail when the same address is sent three times at once', async () => {
    const { email, subscribe } = reader('en')
    const answers = await Promise.all([subscribe(), subscribe(), subscribe()])
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    expect(await rowsFor(email)).toHaveLength(1)
    await inbox.waitFor(email)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await inbox.to(email)).toHaveLength(1)
  })

  it('stores nothing and sends nothing for a bot that fills the honeypot, answering the same', async () => {
    const { email, subscribe } = reader('en')
    expect(await subscribe({ website: 'http://spam.example' })).toMatchObject({ status: 202, body: { ok: true } })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(await rowsFor(email)).toEqual([])
    expect(await inbox.to(email)).toEqual([])
  })

  it('refuses a bad address, a missing language and fields it does not have, storing nothing', async () => {
    const { client, email } = reader('en')
    const send = (json: unknown) => client.call<Body>('POST', '/api/newsletter', { json })
    const bad = await send({ email: 'not-an-address', locale: 'en' })
    expectAnswer(bad, 400, 'validation-failed')
    expect(bad.body.error?.fields).toEqual({ email: 'Invalid email address' })
    expectAnswer(await send({ email }), 400, 'validation-failed')
    expectAnswer(await send({ email, locale: 'de' }), 400, 'validation-failed')
    expectAnswer(await send({ email, locale: 'en', status: 'subscribed' }), 400, 'field-not-allowed')
    expectAnswer(await send({ email: `${'a'.repeat(250)}@b.co`, locale: 'en' }), 400, 'validation-failed')
    expectAnswer(
      await client.call<Body>('POST', '/api/newsletter', {
        body: `email=${email}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      'unsupported-media-type',
    )
    expect(await rowsFor(email)).toEqual([])
  })
})

describe("the newsletter's links", () => {
  it('do nothing when altered, made up or too old, and an unsubscribe stops what the older links could do', async () => {
    const { client, email, subscribe } = reader('fa')
    await subscribe()
    const mail = await inbox.waitFor(email)
    const { token } = linkIn(mail, 'confirm')
    const [row] = await rowsFor(email)
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expectAnswer(await call(client, '/api/newsletter/confirm', altered), 400, 'newsletter-link-invalid')
    expectAnswer(await call(client, '/api/newsletter/confirm', 'garbage'), 400, 'newsletter-link-invalid')
    expectAnswer(
      await call(client, '/api/newsletter/unsubscribe', `${row.document_id}.${'A'.repeat(43)}`),
      400,
      'newsletter-link-invalid',
    )
    // Signed with the CMS's key, eight days ago: past the week a confirmation link works.
    const links = newsletterLinks(cms.env.ENCRYPTION_KEY, cms.env.SITE_URL)
    const old = new URL(
      links.confirmUrl('fa', row.document_id, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)),
    ).searchParams.get('token')!
    expectAnswer(await call(client, '/api/newsletter/confirm', old), 410, 'newsletter-link-expired')
    expect((await rowsFor(email))[0].state).toBe('pending')

    expect(await call(client, '/api/newsletter/unsubscribe', linkIn(mail, 'unsubscribe').token)).toMatchObject({
      status: 200,
      body: { state: 'unsubscribed' },
    })
    expect((await rowsFor(email))[0].state).toBe('unsubscribed')
    // The confirmation link from before the unsubscribe no longer subscribes.
    expectAnswer(await call(client, '/api/newsletter/confirm', token), 410, 'newsletter-link-expired')
    expect((await rowsFor(email))[0].state).toBe('unsubscribed')
    // Subscribing again starts over: a new link, which works.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    await subscribe()
    const again = await inbox.waitFor(email, 2)
    expect((await rowsFor(email))[0].state).toBe('pending')
    expect(await call(client, '/api/newsletter/confirm', linkIn(again, 'confirm').token)).toMatchObject({
      status: 200,
      body: { state: 'subscribed' },
    })
  })

  it('unsubscribe in one click as a mail program posts it (RFC 8058), and not by a plain visit', async () => {
    const { client, email, subscribe } = reader('en')
    await subscribe()
    const mail = await inbox.waitFor(email)
    const target = /^<([^>]+)>$/.exec(mail.headers['list-unsubscribe'])![1]
    const path = `${new URL(target).pathname}${new URL(target).search}`
    expectAnswer(await client.call<Body>('GET', path), 405, 'method-not-allowed')
    expectAnswer(
      await client.call<Body>('POST', path, {
        body: 'something=else',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      400,
      'validation-failed',
    )
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    expect(await client.call<Body>('POST', path, { body: form })).toMatchObject({
      status: 200,
      body: { state: 'unsubscribed' },
    })
    expect((await rowsFor(email))[0].state).toBe('unsubscribed')
    expect(
      await client.call<Body>('POST', path, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    ).toMatchObject({ status: 200, body: { state: 'unsubscribed' } })
  })
})

describe('newsletter limits and faults', () => {
  it('limits subscriptions per mailbox and per client, with Retry-After', async () => {
    const { email, subscribe } = reader('en')
    // One mailbox under several of its names (repeats of one name would be answered as one request).
    const alias = (i: number) => email.replace('@', `+${i}@`)
    for (let i = 0; i < EMAIL_MAX; i++) expect((await subscribe({ email: alias(i) })).status).toBe(202)
    const refused = await subscribe({ email: alias(EMAIL_MAX) })
    expectAnswer(refused, 429, 'too-many-requests')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address from another client still subscribes.
    expect((await reader('en').subscribe()).status).toBe(202)
    // One client, many addresses.
    const client = new AccountClient('203.0.113.77', { language: 'en' })
    const answers: number[] = []
    for (let i = 0; i <= IP_MAX; i++)
      answers.push(
        (
          await client.call<Body>('POST', '/api/newsletter', {
            json: { email: `many${i}-${Date.now().toString(36)}@example.test`, locale: 'en' },
          })
        ).status,
      )
    expect(answers.slice(0, IP_MAX).every((status) => status === 202)).toBe(true)
    expect(answers[IP_MAX]).toBe(429)
    // The mailbox got at most its allowance of e-mails, under all its names.
    const delivered = await Promise.all(Array.from({ length: EMAIL_MAX + 1 }, (_, i) => inbox.to(alias(i))))
    expect(delivered.flat().length).toBeLessThanOrEqual(EMAIL_MAX)
  })

  it('loses no subscription while the mail server is down: the e-mail goes once it is back', async () => {
    const { email, subscribe } = reader('en')
    await stack.stopInbox()
    try {
      expect((await subscribe()).status).toBe(202)
      await new Promise((resolve) => setTimeout(resolve, 1500))
    } finally {
      await stack.startInbox()
    }
    expect((await rowsFor(email)).map((row) => row.state)).toEqual(['pending'])
    const mail = await inbox.waitFor(email, 1, 30_000)
    expect(mail.subject).toBe('Confirm your newsletter subscription')
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(await inbox.to(email)).toHaveLength(1)
  })
})

describe("the editors' CSV of subscribers", () => {
  it('lists every subscriber with language, state and dates, with formula-like cells made inert', async () => {
    const { email, subscribe } = reader('fa')
    await subscribe()
    const formulaLike = new AccountClient('198.51.100.250', { language: 'en' })
    const plus = `+cmd${Date.now().toString(36)}@example.test`
    expect(
      (await formulaLike.call<Body>('POST', '/api/newsletter', { json: { email: plus, locale: 'en' } })).status,
    ).toBe(202)
    const token = await adminToken(cms)
    const response = await fetch(`${cms.url}/newsletter/subscribers.csv`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('email,language,state,requestedAt,confirmedAt,unsubscribedAt,bouncedAt')
    expect(lines.find((line) => line.startsWith(`${email},`))).toMatch(
      new RegExp(`^${email.replace(/[.+]/g, '\\$&')},fa,pending,\\d{4}-\\d{2}-\\d{2}T[^,]+Z,,,$`),
    )
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^'\\${plus.replace(/\./g, '\\.')},en,pending,`)))
    expect((await fetch(`${cms.url}/newsletter/subscribers.csv`)).status).toBe(401)
  })
})
