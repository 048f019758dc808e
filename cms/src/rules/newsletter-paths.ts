/**
 * Where the newsletter lives (docs/decisions/0022-newsletter.md): on the site, the pages that
 * confirm and unsubscribe and the functions behind the form and the links (the CMS writes them into
 * its e-mails and the site serves them: both import this file); in the CMS, the subscribers'
 * content type and their CSV download (the admin panel imports this file too).
 */
import type { Locale } from './locales'
export const NEWSLETTER_PAGES = ['confirm', 'unsubscribe'] as const
export type NewsletterPage = (typeof NEWSLETTER_PAGES)[number]

/** The site's page a link opens. */
export const newsletterPagePath = (locale: Locale, page: NewsletterPage) => `/${locale}/newsletter/${page}/`

/** What a link's token looks like (./links.ts signs them): checked before anything is read. */
export const TOKEN = /^[a-z0-9]{1,64}(\.[0-9a-z]{1,12})?\.[A-Za-z0-9_-]{43}$/

/** The site's function the newsletter form posts to. */
export const SUBSCRIBE_PATH = '/api/newsletter'
/** The function the confirmation page posts its token to. */
export const CONFIRM_PATH = '/api/newsletter/confirm'
/** The function the unsubscribe page posts to, and a mail program's one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe'

/** The subscribers' content type in the CMS. */
export const SUBSCRIBER = 'api::newsletter-subscriber.newsletter-subscriber'
/** The CMS's admin route that answers every subscriber as CSV. */
export const SUBSCRIBERS_CSV_PATH = '/newsletter/subscribers.csv'
/** The CMS's admin routes of newsletter editions (cms/src/newsletter/edition-routes.ts): the edit view's Newsletter panel reads them. */
export const EDITIONS_PATH = '/newsletter/editions'
