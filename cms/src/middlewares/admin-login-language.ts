/**
 * The admin panel's login refusals in the language of the editor's browser (issue [25]): the
 * login screen shows the CMS's message as it is, and before logging in nobody's profile says
 * which language they read. A wrong e-mail or password, and the wait the login's limit asks
 * for, in Persian when the browser prefers it. Strapi's "User not active" stays as it is: the
 * admin reads that one to send the editor to its own screen.
 */
import { errors } from '@strapi/utils'
import { preferredLanguage } from '../rules/accept-language'
import { LOCALES } from '../rules/locales'
import { editorRefusal } from '../rules/editor-refusals'
import { formatWait, retryAfterSeconds } from '../rules/waits'
import { isAdminPasswordCall } from './admin-login-limit'

type Ctx = {
  method: string
  path: string
  get(name: string): string
  response: { get(name: string): string }
}

/** Strapi's message for a wrong e-mail or password (@strapi/admin's auth service). */
const WRONG_CREDENTIALS = 'Invalid credentials'

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!isAdminPasswordCall(ctx)) return next()
  try {
    await next()
  } catch (error) {
    const language = preferredLanguage(ctx.get('accept-language'), LOCALES) ?? 'en'
    if (language !== 'en' && error instanceof errors.ApplicationError) {
      if (error.message === WRONG_CREDENTIALS) error.message = editorRefusal('wrong-credentials', language)
      const wait = retryAfterSeconds(ctx.response.get('retry-after'))
      if (error instanceof errors.RateLimitError && wait !== undefined)
        error.message = editorRefusal('too-many-tries', language, { wait: formatWait(wait, language) })
    }
    throw error
  }
}
