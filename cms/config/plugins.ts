import { cmsEnv, s3UploadConfig } from '../src/env'

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
        // Per client address (see cms/src/middlewares/client-ip.ts) and route; e-mail routes also per address.
        ratelimit: { enabled: true, interval: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000, max: env.AUTH_RATE_LIMIT_MAX },
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
          ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS } } : {}),
        },
        settings: { defaultFrom: env.EMAIL_FROM, defaultReplyTo: env.EMAIL_FROM },
      },
    },
  }
}
