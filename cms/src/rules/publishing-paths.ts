/** Where the builds report (content API, signed) and where the admin panel reads the status (admin API). */
export const NOTIFICATIONS_PATH = '/api/site-deploys/notifications'
export const STATUS_PATH = '/site-deploys/status'
/** Where the edit view's Schedule panel reads and sets an entry's publishing times (admin API). */
export const SCHEDULE_PATH = '/site-schedule'
