import { HttpFailure, handle, isCrossSite, json, readJson } from './http.mjs'
import { cmsFailure } from './cms.mjs'

const post = (body: BodyInit, type = 'application/json', headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/user/x', { method: 'POST', body, headers: { 'content-type': type, ...headers } })

const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error instanceof HttpFailure ? error.code : error
  }
  return 'no failure'
}

describe('readJson', () => {
  it('reads a JSON object, also with a charset', async () => {
    expect(await readJson(post('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ a: 1 })
  })

  it('names what is wrong with a body', async () => {
    expect(await failureOf(readJson(post('{"a":', 'application/json')))).toBe('invalid-json')
    expect(await failureOf(readJson(post('[1]')))).toBe('invalid-json')
    expect(await failureOf(readJson(post('null')))).toBe('invalid-json')
    expect(await failureOf(readJson(post(new Uint8Array([0x7b, 0xff, 0x7d]))))).toBe('invalid-json')
    expect(await failureOf(readJson(post('a=1', 'application/x-www-form-urlencoded')))).toBe('unsupported-media-type')
    expect(await failureOf(readJson(post(JSON.stringify({ a: 'x'.repeat(17_000) }))))).toBe('payload-too-large')
  })

  it('stops at the limit even when the declared length lies', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new Uint8Array(1024).fill(0x20))
        controller.close()
      },
    })
    const req = new Request('http://localhost/x', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(await failureOf(readJson(req))).toBe('payload-too-large')
  })
})

describe('readJson and text', () => {
  it('refuses a lone surrogate in any key or value with malformed-text', async () => {
    expect(await failureOf(readJson(post('{"password":"a\\ud800"}')))).toBe('malformed-text')
    expect(await failureOf(readJson(post('{"data":{"\\udc00":"x"}}')))).toBe('malformed-text')
    expect(await failureOf(readJson(post('{"a":[["deep","x\\udfff"]]}')))).toBe('malformed-text')
    expect(await readJson(post('{"name":"\\ud83d\\ude00 سلام"}'))).toEqual({ name: '😀 سلام' })
  })
})

describe('cross-site writes', () => {
  const request = (method: string, headers: Record<string, string>) =>
    new Request('http://localhost:8888/api/user/logout', { method, headers })

  it('are told by Sec-Fetch-Site, else by an Origin naming another host', () => {
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }))).toBe(
      false,
    )
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'same-site' }))).toBe(false)
    expect(isCrossSite(request('POST', { 'sec-fetch-site': 'none' }))).toBe(false)
    expect(isCrossSite(request('POST', { origin: 'https://evil.example' }))).toBe(true)
    expect(isCrossSite(request('POST', { origin: 'null' }))).toBe(true)
    expect(isCrossSite(request('POST', { origin: 'http://localhost:8888' }))).toBe(false)
    expect(isCrossSite(request('POST', { origin: 'https://site.example', host: 'site.example' }))).toBe(false)
    expect(isCrossSite(request('POST', {}))).toBe(false)
  })

  it('are refused with 403 cross-site-request before the handler runs; reads are not', async () => {
    const ran: string[] = []
    const handler = handle(['GET', 'POST'], async (req) => {
      ran.push(req.method)
      return json({})
    })
    const refused = await handler(request('POST', { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' }))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({
      error: { code: 'cross-site-request', message: 'Requests from other sites are not allowed' },
    })
    expect((await handler(request('GET', { 'sec-fetch-site': 'cross-site' }))).status).toBe(200)
    expect(ran).toEqual(['GET'])
  })
})

describe('json', () => {
  it('answers with the security headers of every answer and a policy that loads nothing', () => {
    const answer = json({ ok: true })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    expect(answer.headers.get('permissions-policy')).toContain('camera=()')
  })
})

describe('handle', () => {
  it('turns failures into catalogued answers and unexpected errors into 500', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = handle(['POST'], async () => {
      throw new HttpFailure('too-many-requests')
    })
    const crashing = handle(['POST'], async () => {
      throw new TypeError('boom')
    })
    expect(await (await failing(post('{}'))).json()).toEqual({
      error: { code: 'too-many-requests', message: 'Too many requests, please try later' },
    })
    const crashed = await crashing(post('{}'))
    expect(crashed.status).toBe(500)
    expect(await crashed.json()).toEqual({
      error: { code: 'internal-error', message: 'Something went wrong on our side, please try again' },
    })
    spy.mockRestore()
  })
})

describe('cmsFailure', () => {
  const answer = (status: number, message?: string) => ({
    status,
    headers: new Headers(),
    body: { data: null, error: { status, name: 'ApplicationError', message } },
  })

  it('maps Strapi wording to the catalogue', () => {
    expect(cmsFailure(answer(400, 'Invalid identifier or password'), '/x').code).toBe('invalid-credentials')
    expect(cmsFailure(answer(400, 'Your account email is not confirmed'), '/x').code).toBe('account-not-verified')
    expect(cmsFailure(answer(400, 'Your account has been blocked by an administrator'), '/x').code).toBe(
      'account-blocked',
    )
    expect(cmsFailure(answer(400, 'Email or Username are already taken'), '/x').code).toBe('already-taken')
    expect(cmsFailure(answer(400, 'Incorrect code provided'), '/x').code).toBe('incorrect-code')
    expect(cmsFailure(answer(400, 'Invalid token'), '/x').code).toBe('invalid-token')
    expect(cmsFailure(answer(400, 'Error sending confirmation email'), '/x').code).toBe(
      'internal-error-through-sending-activation-email',
    )
    expect(cmsFailure(answer(429, 'Too many requests, please try again later.'), '/x').code).toBe('too-many-requests')
    expect(cmsFailure(answer(400, 'The request contains text that is not valid Unicode'), '/x').code).toBe(
      'malformed-text',
    )
    expect(cmsFailure(answer(400, 'Password must be less than 73 bytes'), '/x').code).toBe('validation-failed')
  })

  it("passes the CMS's Retry-After on with a 429", () => {
    const limited = cmsFailure({ status: 429, headers: new Headers({ 'retry-after': '42' }), body: null }, '/x')
    expect(new Headers(limited.options.headers).get('retry-after')).toBe('42')
  })

  it('never passes unknown wording through', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const failure = cmsFailure(answer(400, 'Some internal Strapi detail'), '/x')
    expect(failure.code).toBe('internal-error')
    expect(failure.message).not.toContain('Strapi')
    spy.mockRestore()
  })
})
