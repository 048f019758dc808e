/** Where the builds report (content API, signed) and where the admin panel reads the status (admin API). */
export const NOTIFICATIONS_PATH = '/api/site-deploys/notifications'
export const STATUS_PATH = '/site-deploys/status'
