/**
 * The browser the end-to-end and live tests drive: Debian's Chromium headless shell (`apt-get
 * install chromium-headless-shell`), the build Playwright itself runs headless tests in; the full
 * browser in headless mode costs about twice the CPU for the same tests (ADR 0025). Never a
 * downloaded browser. CHROMIUM_PATH names another: `/usr/bin/chromium` to watch a test `--headed`.
 */
import { CHROMIUM_FLAGS } from '../../scripts/lib/chromium'

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_FLAGS,
}
