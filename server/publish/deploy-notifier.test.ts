import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { verifyDeployNotification } from '../../cms/src/rules/netlify-signature'
import { deployNotificationSchema } from '../../cms/src/publishing/deploy-status'
import { deployNotifier } from './deploy-notifier'

const SECRET = 'local-deploy-notification-secret'
type Received = { event: string; signed: boolean; body: Record<string, unknown> }

let server: http.Server
let url: string
let received: Received[]
let answers: number[]

beforeEach(async () => {
  received = []
  answers = []
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      received.push({
        event: String(req.headers['x-netlify-event']),
        signed: verifyDeployNotification(raw, req.headers['x-webhook-signature'] as string, SECRET),
        body: JSON.parse(raw),
      })
      res.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/site-deploys/notifications`
})

afterEach(() => new Promise((resolve) => server.close(resolve)))

const at = new Date('2026-11-23T10:00:00.000Z')

describe('local builds reporting to the CMS', () => {
  it("sends signed notifications in Netlify's shape, in order, one deploy id per build", async () => {
    const lines: string[] = []
    const report = deployNotifier({
      url,
      secret: SECRET,
      siteUrl: 'http://localhost:8888',
      log: (line) => lines.push(line),
      retryMs: 10,
    })
    void report({ build: 2, state: 'building', at })
    void report({ build: 2, state: 'live', at })
    void report({ build: 3, state: 'building', at })
    await report({
      build: 3,
      state: 'failed',
      at,
      reason: 'the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED)',
    })
    expect(received.map((r) => [r.event, r.body.state, r.signed])).toEqual([
      ['deploy_building', 'building', true],
      ['deploy_created', 'ready', true],
      ['deploy_building', 'building', true],
      ['deploy_failed', 'error', true],
    ])
    for (const { body } of received) expect(deployNotificationSchema.safeParse(body).success).toBe(true)
    expect(received[0].body.id).toBe(received[1].body.id)
    expect(received[2].body.id).not.toBe(received[1].body.id)
    expect(received[1].body).toMatchObject({
      context: 'production',
      published_at: at.toISOString(),
      ssl_url: 'http://localhost:8888',
    })
    expect(received[3].body.error_message).toBe('the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED)')
    expect(lines).toEqual([])
    // Another start numbers its builds from 1 again, but its ids differ.
    const again = deployNotifier({ url, secret: SECRET, siteUrl: 'http://localhost:8888', log: () => undefined })
    await again({ build: 2, state: 'building', at })
    expect(received[4].body.id).not.toBe(received[0].body.id)
  })

  it('retries while the CMS answers 5xx, and gives up at once on a refusal', async () => {
    const lines: string[] = []
    const report = deployNotifier({
      url,
      secret: SECRET,
      siteUrl: 'http://localhost:8888',
      log: (line) => lines.push(line),
      retryMs: 10,
    })
    answers = [503, 502]
    await report({ build: 1, state: 'live', at })
    expect(received).toHaveLength(3)
    expect(lines).toEqual([])
    answers = [401]
    await report({ build: 2, state: 'building', at })
    expect(received).toHaveLength(4)
    expect(lines).toEqual([
      '#2 building: the CMS was not told (HTTP 401); its build status is behind until the next build',
    ])
  })

  it('says once when the CMS cannot be reached, without throwing', async () => {
    await new Promise((resolve) => server.close(resolve))
    const lines: string[] = []
    const report = deployNotifier({
      url,
      secret: SECRET,
      siteUrl: 'http://localhost:8888',
      log: (line) => lines.push(line),
      attempts: 3,
      retryMs: 10,
    })
    await expect(report({ build: 4, state: 'live', at })).resolves.toBeUndefined()
    expect(lines).toEqual([
      '#4 live: the CMS was not told (ECONNREFUSED); its build status is behind until the next build',
    ])
    server = http.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
})
