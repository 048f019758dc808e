import path from 'node:path'

/** Ports of the product as the end-to-end tests run it, apart from `npm start`'s so both can run at once. */
export const E2E_CMS_PORT = 1351
export const E2E_SITE_PORT = 8898
export const E2E_SITE_URL = `http://localhost:${E2E_SITE_PORT}`
/** netlify dev serving the same release, for the parity project (e2e/netlify-dev.spec.ts). */
export const E2E_NETLIFY_DEV_PORT = 8894
export const E2E_NETLIFY_DEV_URL = `http://localhost:${E2E_NETLIFY_DEV_PORT}`
/** The e2e stack's own inbox, so account e-mails of the tests never mix with `npm start`'s. */
export const E2E_SMTP_PORT = 1027
export const E2E_INBOX_PORT = 1082
export const E2E_INBOX_URL = `http://127.0.0.1:${E2E_INBOX_PORT}`

/** Written by global-setup: the CMS's address and full-access token, for tests acting as its administrator. */
export const E2E_STACK_FILE = path.join(__dirname, '..', '.e2e-stack.json')

/** Where the e2e CMS sends its comment moderation digest (every few seconds at most). */
export const E2E_EDITORS_EMAIL = 'editors@example.com'

/** The company's inbox consultation requests go to. */
export const E2E_COMPANY_EMAIL = 'hello@example.com'

/** What E2E_STACK_FILE holds; the process ids change when the stack restarts a service. */
export type E2eStackState = {
  cmsUrl: string
  cmsToken: string
  cmsAdmin: { email: string; password: string }
  previewSecret: string
  cmsPid: number
  /** The site server's serving processes. */
  sitePids: number[]
  /** The variables of the site and its functions the site server got (e2e/self-hosting.spec.ts serves with them). */
  siteEnv: Record<string, string>
}
