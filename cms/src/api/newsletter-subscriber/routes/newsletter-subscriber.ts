/**
 * The newsletter's calls, reached through the site's /api/newsletter function. Open to anyone
 * (visitors have no account): the controller validates, limits and checks the links' signatures.
 * Editors read subscribers in the admin and download them as CSV (cms/src/newsletter/export.ts).
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletter/subscriptions',
      handler: 'newsletter-subscriber.subscribe',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/newsletter/confirmations',
      handler: 'newsletter-subscriber.confirm',
      config: { auth: false },
    },
    {
      method: 'POST',
      path: '/newsletter/unsubscriptions',
      handler: 'newsletter-subscriber.unsubscribe',
      config: { auth: false },
    },
  ],
}
