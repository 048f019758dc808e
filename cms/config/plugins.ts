import { cmsEnv } from '../src/env'

export default () => {
  const env = cmsEnv()
  return {
    'users-permissions': { config: { jwtSecret: env.JWT_SECRET } },
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
