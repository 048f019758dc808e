/**
 * A function call as the site server makes it (./functions.ts), for what it leaves behind: the
 * call's request is let go once it is answered, whatever the function still waits on.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { callFunction, type LoadedFunction } from './functions'

// Netlify's runtime (`Netlify.env`, ES modules only) is started by loading a release, not by a call.
jest.mock('@netlify/runtime', () => ({ startRuntime: () => undefined }))

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** A function that gives `shared` to `context.waitUntil`, as the collect function gives its batch. */
const waitingOn = (shared: Promise<void>): LoadedFunction => ({
  name: 'collect',
  routes: [],
  excludedRoutes: [],
  handler: (_request, context) => {
    context.waitUntil(shared)
    return new Response(null, { status: 202 })
  },
})

describe('a function call', () => {
  it('keeps none of its requests while a promise they gave waitUntil waits', async () => {
    // As the beacons' batch: one promise every call waits on, settled only when the CMS answers.
    const fn = waitingOn(new Promise<void>(() => {}))
    // A call in a function of its own, so that no variable of the test holds its request.
    const call = async (): Promise<WeakRef<Request>> => {
      const request = new Request('http://site.test/api/collect', { method: 'POST', body: 'x'.repeat(10_000) })
      const response = await callFunction(
        { fn, route: { pattern: '/api/collect', literal: '/api/collect' }, params: {} },
        request,
        {
          ip: '192.0.2.1',
          siteUrl: 'http://site.test',
          deployId: 'test',
          timeoutMs: 1000,
        },
      )
      expect(response.status).toBe(202)
      return new WeakRef(request)
    }
    const requests: WeakRef<Request>[] = []
    for (let count = 0; count < 20; count += 1) requests.push(await call())
    // A WeakRef keeps its target until the current job ends.
    for (let round = 0; round < 2; round += 1) {
      await new Promise((resolve) => setImmediate(resolve))
      collectGarbage()
    }
    expect(requests.filter((request) => request.deref() !== undefined)).toHaveLength(0)
  })

  it('logs a promise that calls shared and that failed once, not once a call', async () => {
    let fail: (error: Error) => void = () => {}
    const fn = waitingOn(new Promise<void>((_, reject) => (fail = reject)))
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (let count = 0; count < 5; count += 1)
        await callFunction(
          { fn, route: { pattern: '/api/collect', literal: '/api/collect' }, params: {} },
          new Request('http://site.test/'),
          {
            ip: '192.0.2.1',
            siteUrl: 'http://site.test',
            deployId: 'test',
            timeoutMs: 1000,
          },
        )
      fail(new Error('the CMS refused the batch'))
      await new Promise((resolve) => setImmediate(resolve))
      expect(logged).toHaveBeenCalledTimes(1)
      expect(logged).toHaveBeenCalledWith(
        '[collect] waitUntil:',
        expect.objectContaining({ message: 'the CMS refused the batch' }),
      )
    } finally {
      logged.mockRestore()
    }
  })
})
