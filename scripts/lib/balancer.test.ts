import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { startBalancer, type Balancer } from './balancer'
import { freePort } from '../../server/supervisor'

let backend: http.Server
let balancer: Balancer | undefined

beforeEach(async () => {
  backend = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url} ${body}`))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
})

afterEach(async () => {
  await balancer?.stop()
  await new Promise((resolve) => backend.close(resolve))
})

const live = () => `http://127.0.0.1:${(backend.address() as AddressInfo).port}`

test('takes turns and passes method, path and body whole', async () => {
  balancer = await startBalancer([live(), live()])
  const answers = [
    await fetch(`${balancer.url}/a?x=1`),
    await fetch(`${balancer.url}/b`, { method: 'POST', body: 'payload' }),
  ]
  expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(['GET /a?x=1 ', 'POST /b payload'])
  expect(balancer.served).toEqual([1, 1])
})

test('sends a GET a stopped backend refused to the next one, and then skips the stopped one', async () => {
  const stopped = `http://127.0.0.1:${await freePort()}`
  balancer = await startBalancer([stopped, live()])
  const statuses = []
  for (let call = 0; call < 4; call++) statuses.push((await fetch(`${balancer.url}/x`)).status)
  expect(statuses).toEqual([200, 200, 200, 200])
  expect(balancer.served).toEqual([0, 4])
})

test('answers 502 to a request with a body it cannot hand to any backend', async () => {
  const stopped = `http://127.0.0.1:${await freePort()}`
  balancer = await startBalancer([stopped])
  expect((await fetch(`${balancer.url}/x`, { method: 'POST', body: 'payload' })).status).toBe(502)
  expect((await fetch(`${balancer.url}/x`)).status).toBe(502)
})
