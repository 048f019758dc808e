import { cmsEnv, s3UploadConfig } from '../src/env'
import { SMTP_CONNECTIONS } from '../src/jobs/smtp'

export default () => {
  const env = cmsEnv()
  return {
    'users-permissions': {
      config: {
        jwtSecret: env.JWT_SECRET,
        // Sessions live in the database (admin::session), so logout and password changes end them
        // server-side; cms/src/account/users-permissions.ts makes every access token check its session.
        // The site's functions hold the token in a sealed cookie for the same lifetime and never
        // refresh it, so one lifespan governs token, session record and cookie.
        jwtManagement: 'refresh',
        sessions: {
          accessTokenLifespan: env.SESSION_TTL_DAYS * 24 * 60 * 60,
          idleRefreshTokenLifespan: env.SESSION_TTL_DAYS * 24 * 60 * 60,
          maxRefreshTokenLifespan: env.SESSION_TTL_DAYS * 24 * 60 * 60,
        },
        // Off: it counted every call per client address alone, right passwords too, and refused
        // without Retry-After. The account routes are limited per account or mailbox first
        // (cms/src/rate-limits/accounts.ts, docs/decisions/0040-limits-per-account-first.md).
        ratelimit: { enabled: false },
      },
    },
    // Covers and avatars: cms/public/uploads unless UPLOAD_PROVIDER=s3.
    ...(env.UPLOAD_PROVIDER === 's3' ? { upload: { config: s3UploadConfig(env) } } : {}),
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          ignoreTLS: !env.SMTP_SECURE,
          pool: true,
          maxConnections: SMTP_CONNECTIONS,
          ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS } } : {}),
        },
        settings: { defaultFrom: env.EMAIL_FROM, defaultReplyTo: env.EMAIL_FROM },
      },
    },
  }
}
