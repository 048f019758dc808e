/**
 * The newsletter's calls (docs/decisions/0022-newsletter.md), as the /api/newsletter function
 * checks them: the footer form's subscription, and the token an e-mailed link carries.
 */
import { z } from 'zod'
import { emailField } from '../account/schemas'
import { MESSAGES } from '../../cms/src/rules/account'
import { WELL_FORMED } from '../../cms/src/rules/unicode'
import { LOCALES } from '../lib/i18n'
import { TOKEN } from '../../cms/src/rules/newsletter-paths'

/** POST /api/newsletter: the address, the page's language, and the honeypot only bots fill in. */
export const subscribeSchema = z
  .object({
    email: emailField,
    locale: z.enum(LOCALES),
    website: z
      .string({ invalid_type_error: MESSAGES.mustBeText })
      .regex(WELL_FORMED, MESSAGES.malformedText)
      .max(500)
      .optional(),
  })
  .strict()

/** POST /api/newsletter/confirm and /unsubscribe from the site's pages: the link's token. */
export const linkTokenSchema = z.object({ token: z.string().regex(TOKEN) }).strict()

export type SubscribeInput = z.input<typeof subscribeSchema>

/** The function's answers. */
export type SubscribeAnswer = { ok: true }
export type LinkAnswer = { state: 'subscribed' | 'unsubscribed' }
