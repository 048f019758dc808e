import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from '../tests/support/chromium'
import { E2E_NETLIFY_DEV_URL, E2E_SITE_URL } from './stack'

/** Debian's Chromium headless shell (never a downloaded browser), with the flags this offline machine needs. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two browsers, the CMS, netlify dev and bcrypt share two cores here: a call that hashes a
  // password can take seconds under that load, and a test that signs a member up and logs in spends
  // most of its time waiting on them. A single wait is bounded by `expect`; the test as a whole gets
  // room for the other worker's load (speed is the bench's job, not these tests').
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  // A `.only` left in a spec would run it alone and pass: CI refuses it (so does the linter).
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The fuzz suite floods the functions and the fault tests take services down: each runs on its
  // own, after everything else. A newsletter edition mails every confirmed subscriber, other
  // specs' readers too: it goes once the product's specs are done, beside the fuzz suite.
  projects: [
    {
      name: 'product',
      testIgnore: ['**/fuzz.spec.ts', '**/faults.spec.ts', '**/netlify-dev.spec.ts', '**/newsletter-send.spec.ts'],
    },
    // Netlify's own emulator on the same release: what our site server answers, it answers too.
    { name: 'netlify-dev', testMatch: '**/netlify-dev.spec.ts', use: { baseURL: E2E_NETLIFY_DEV_URL } },
    { name: 'fuzz', testMatch: '**/fuzz.spec.ts', dependencies: ['product'] },
    { name: 'newsletter-send', testMatch: '**/newsletter-send.spec.ts', dependencies: ['product'] },
    { name: 'faults', testMatch: '**/faults.spec.ts', dependencies: ['fuzz', 'newsletter-send'] },
  ],
  use: {
    baseURL: E2E_SITE_URL,
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
})
