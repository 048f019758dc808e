/**
 * POST /api/consultations: the site's /api/consultation function sends a visitor's request here.
 * Open to anyone (visitors have no account); the controller validates every field, limits the
 * rate per client address and per e-mail address, and stores before it mails.
 */
export default {
  routes: [{ method: 'POST', path: '/consultations', handler: 'consultation.create', config: { auth: false } }],
}
