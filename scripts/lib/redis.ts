/**
 * A Redis server (Debian's `redis-server`) on its own port, with nothing saved to disk (it holds
 * only rate-limit counts): throwaway for the tests and the bench, supervised for
 * `npm run start:scaled`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { stopProcess, type Stack } from '../../server/supervisor'

const serverArgs = (port: number) => ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
const notInstalled = 'redis-server is not installed: `apt-get install redis-server` (Debian)'

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

export function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString().startsWith('+PONG'))
    })
  })
}

export async function startRedis(port: number): Promise<TestRedis> {
  const child = spawn('redis-server', serverArgs(port), { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve))
  const deadline = Date.now() + 10_000
  for (;;) {
    if (await answersPing(port)) break
    const failed = await Promise.race([spawnError, new Promise<undefined>((resolve) => setTimeout(resolve, 100))])
    if (failed) throw new Error(`${notInstalled} (${failed.message})`)
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`redis-server did not start on port ${port}:\n${output}`)
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopProcess(child) }
}

/** Redis under the stack, which restarts it if it dies; its URL. */
export async function keepRedis(stack: Stack, port: number): Promise<string> {
  if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) throw new Error(notInstalled)
  const ready = async (child: ChildProcess) => {
    const deadline = Date.now() + 10_000
    while (!(await answersPing(port))) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`redis-server did not start on port ${port}: see .logs/redis.log`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const kept = stack.keep('redis', 'redis-server', serverArgs(port), {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    restart: { ready },
  })
  await ready(kept.child)
  return `redis://127.0.0.1:${port}`
}
