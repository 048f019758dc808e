/**
 * Drives the site's function handlers (/api/user, /api/{collection}, the forms') in-process the way a browser
 * would: one client per reader, with its own cookie jar and client address (Netlify's `context.ip`).
 */
import collections from '../../functions/collections.mjs'
import consultation from '../../functions/consultation.mjs'
import newsletter from '../../functions/newsletter.mjs'
import changePassword from '../../functions/user-change-password.mjs'
import confirmAccount from '../../functions/user-confirm-account.mjs'
import deleteAccount from '../../functions/user-delete-account.mjs'
import forgotPassword from '../../functions/user-forgot-password.mjs'
import login from '../../functions/user-login.mjs'
import logout from '../../functions/user-logout.mjs'
import avatar from '../../functions/user-me-avatar.mjs'
import exportData from '../../functions/user-me-export.mjs'
import me from '../../functions/user-me.mjs'
import register from '../../functions/user-register.mjs'
import resetPassword from '../../functions/user-reset-password.mjs'
import sendEmailConfirmation from '../../functions/user-send-email-confirmation.mjs'
import session from '../../functions/user-session.mjs'
import type { FunctionContext } from '../../functions/lib/http.mjs'

type Handler = (req: Request, context?: FunctionContext) => Promise<Response>

/**
 * The functions read their environment per call: this points them at the CMS at `cmsUrl` (one
 * instance or a balancer) with the secrets it runs with.
 */
export function pointFunctionsAt(cmsUrl: string, cmsEnv: Record<string, string>, timeoutMs = 4000) {
  Object.assign(process.env, {
    CMS_URL: cmsUrl,
    SESSION_SECRET: cmsEnv.SESSION_SECRET,
    CMS_PROXY_SECRET: cmsEnv.CMS_PROXY_SECRET,
    SESSION_TTL_DAYS: '14',
    CMS_TIMEOUT_MS: String(timeoutMs),
  })
}

export const HANDLERS: Record<string, Handler> = {
  '/api/user/login': login,
  '/api/user/logout': logout,
  '/api/user/register': register,
  '/api/user/confirm-account': confirmAccount,
  '/api/user/send-email-confirmation': sendEmailConfirmation,
  '/api/user/forgot-password': forgotPassword,
  '/api/user/reset-password': resetPassword,
  '/api/user/change-password': changePassword,
  '/api/user/me': me,
  '/api/user/me/avatar': avatar,
  '/api/user/me/export': exportData,
  '/api/user/delete-account': deleteAccount,
  '/api/user/session': session,
  '/api/consultation': consultation,
  '/api/newsletter': newsletter,
  '/api/newsletter/confirm': newsletter,
  '/api/newsletter/unsubscribe': newsletter,
}

export type Answer<T = unknown> = { status: number; body: T; setCookie: string | null; headers: Headers; ms: number }

export class AccountClient {
  /** `name=value` of each cookie the client holds. */
  readonly jar = new Map<string, string>()

  constructor(
    readonly ip: string,
    readonly options: { origin?: string; language?: string } = {},
  ) {}

  get cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A second client holding a copy of this one's cookies (a stolen or duplicated cookie). */
  copy(ip = this.ip): AccountClient {
    const other = new AccountClient(ip, this.options)
    for (const [name, value] of this.jar) other.jar.set(name, value)
    return other
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const [pathname] = path.split('?')
    // Like Netlify: the account functions own their exact paths, the collection function the rest of /api/.
    const handler = HANDLERS[pathname] ?? (pathname.startsWith('/api/') ? collections : undefined)
    if (!handler) throw new Error(`no handler for ${pathname}`)
    const headers = new Headers(options.headers)
    if (this.jar.size) headers.set('cookie', this.cookieHeader)
    if (this.options.language && !headers.has('accept-language')) headers.set('accept-language', this.options.language)
    let body = options.body
    if (options.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.json)
    }
    const started = performance.now()
    const response = await handler(
      new Request(new URL(path, this.options.origin ?? 'http://localhost:8888'), { method, headers, body }),
      { ip: this.ip },
    )
    const ms = performance.now() - started
    const setCookie = response.headers.get('set-cookie')
    if (setCookie) {
      const [pair] = setCookie.split(';')
      const index = pair.indexOf('=')
      const name = pair.slice(0, index)
      if (/Max-Age=0(;|$)/.test(setCookie)) this.jar.delete(name)
      else this.jar.set(name, pair.slice(index + 1))
    }
    const text = await response.text()
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      setCookie,
      headers: response.headers,
      ms,
    }
  }
}
