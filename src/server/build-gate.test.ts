import { PassThrough } from 'node:stream'
import { waitForGo } from './build-gate'

describe('waitForGo', () => {
  it('resolves true on the line "go", after any other line, and stops reading', async () => {
    const input = new PassThrough()
    const waiting = waitForGo(input)
    input.write('hello\n')
    input.write('  go \n')
    await expect(waiting).resolves.toBe(true)
    expect(input.destroyed).toBe(true)
  })

  it('resolves false when the input ends without it', async () => {
    const input = new PassThrough()
    const waiting = waitForGo(input)
    input.end('gone\n')
    await expect(waiting).resolves.toBe(false)
  })

  it('takes a "go" that came before anyone listened', async () => {
    const input = new PassThrough()
    input.end('go\n')
    await expect(waitForGo(input)).resolves.toBe(true)
  })
})
