/**
 * The member's own account, called only by the site's functions (requirements §7 /api/user/*):
 * the session check, the populated record, the profile update, the avatar, the export and the
 * deletion of the account. Strapi's auth routes
 * (/api/auth/*) cover login, registration, codes and passwords.
 */
export default {
  routes: [
    // Checks the bearer token itself (one session lookup, no permission engine) so the site's
    // session call stays cheap; a missing, expired or revoked token answers 401.
    { method: 'GET', path: '/account/session', handler: 'account.session', config: { auth: false } },
    { method: 'GET', path: '/account/me', handler: 'account.me', config: {} },
    { method: 'PUT', path: '/account/me', handler: 'account.update', config: {} },
    { method: 'PUT', path: '/account/me/avatar', handler: 'account.avatar', config: {} },
    // The member's data rights: everything held about them, and deleting it all (password again).
    { method: 'GET', path: '/account/me/export', handler: 'account.export', config: {} },
    { method: 'POST', path: '/account/me/delete', handler: 'account.remove', config: {} },
  ],
}
