/** What needs the full Chromium says so, naming it and how to get it, before any work starts. */
import { fullChromium } from '../../scripts/lib/chromium'

const named = process.env.CHROMIUM_PATH
afterEach(() => {
  if (named === undefined) delete process.env.CHROMIUM_PATH
  else process.env.CHROMIUM_PATH = named
})

it('names the Chromium it needs and how to install it when there is none', () => {
  process.env.CHROMIUM_PATH = '/no/such/chromium'
  expect(() => fullChromium('Lighthouse')).toThrow(
    "Lighthouse needs Chromium at /no/such/chromium: install Debian's `chromium` package",
  )
})

it('gives the path of one that is there', () => {
  process.env.CHROMIUM_PATH = process.execPath
  expect(fullChromium('Lighthouse')).toBe(process.execPath)
})
