/**
 * A throwaway Redis server (Debian's `redis-server`) on its own port, with nothing saved to disk,
 * for the tests and the bench that need one.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import { stopProcess } from '../../scripts/lib/stack'

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

function answersPing(port: number): Promise<boolean> {
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
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve))
  const deadline = Date.now() + 10_000
  for (;;) {
    if (await answersPing(port)) break
    const failed = await Promise.race([spawnError, new Promise<undefined>((resolve) => setTimeout(resolve, 100))])
    if (failed) throw new Error(`redis-server did not start (${failed.message}): apt-get install redis-server`)
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}:\n${output}`)
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop: () => stopProcess(child) }
}
