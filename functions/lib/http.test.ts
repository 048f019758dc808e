import { HttpFailure, handle, readJson } from './http.mjs'
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
    const req = new Request('http://localhost/x', { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
    expect(await failureOf(readJson(req))).toBe('payload-too-large')
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
    expect(await (await failing(post('{}'))).json()).toEqual({ error: { code: 'too-many-requests', message: 'Too many requests, please try later' } })
    const crashed = await crashing(post('{}'))
    expect(crashed.status).toBe(500)
    expect(await crashed.json()).toEqual({ error: { code: 'internal-error', message: 'Something went wrong on our side, please try again' } })
    spy.mockRestore()
  })
})

describe('cmsFailure', () => {
  const answer = (status: number, message?: string) => ({ status, headers: new Headers(), body: { data: null, error: { status, name: 'ApplicationError', message } } })

  it('maps Strapi wording to the catalogue', () => {
    expect(cmsFailure(answer(400, 'Invalid identifier or password'), '/x').code).toBe('invalid-credentials')
    expect(cmsFailure(answer(400, 'Your account email is not confirmed'), '/x').code).toBe('account-not-verified')
    expect(cmsFailure(answer(400, 'Your account has been blocked by an administrator'), '/x').code).toBe('account-blocked')
    expect(cmsFailure(answer(400, 'Email or Username are already taken'), '/x').code).toBe('already-taken')
    expect(cmsFailure(answer(400, 'Incorrect code provided'), '/x').code).toBe('incorrect-code')
    expect(cmsFailure(answer(400, 'Invalid token'), '/x').code).toBe('invalid-token')
    expect(cmsFailure(answer(400, 'Error sending confirmation email'), '/x').code).toBe('internal-error-through-sending-activation-email')
    expect(cmsFailure(answer(429, 'Too many requests, please try again later.'), '/x').code).toBe('too-many-requests')
  })

  it('never passes unknown wording through', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const failure = cmsFailure(answer(400, 'Some internal Strapi detail'), '/x')
    expect(failure.code).toBe('internal-error')
    expect(failure.message).not.toContain('Strapi')
    spy.mockRestore()
  })
})
