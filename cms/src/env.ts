/**
 * The CMS's environment, parsed once at boot. Every variable Strapi needs is named here with its
 * meaning; a missing or malformed one stops the boot with a message naming it, instead of Strapi
 * failing later with an unrelated stack trace. Local defaults (secrets included) are written to
 * the repository's `.env` by `scripts/lib/env-file.ts`; production supplies them from its host.
 */
import { z } from 'zod'
import { isTimeZone } from './publishing/zoned-time'
import { LOCAL_CMS_URL, LOCAL_SITE_URL, SESSION_TTL_DAYS, SHARED_SECRET_LENGTH, tooShort } from './rules/settings'

/** Days an edition's deliveries are kept after it finished (NEWSLETTER_DELIVERY_RETENTION_DAYS); the privacy page says the default. */
export const DELIVERY_RETENTION_DAYS = { min: 1, max: 365, default: 30 } as const

const csv = z
  .string()
  .min(1)
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )

const port = z.coerce.number().int().min(1).max(65535)
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1')

/** An unset variable and an empty one mean the same: not given. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))

const postgresUrl = z.string().superRefine((value, ctx) => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database',
    })
    return
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//)`,
    })
  } else if (!url.hostname || url.pathname.length < 2) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: 'DATABASE_URL must name a host and a database: postgres://user:password@host:5432/database',
    })
  }
})

const redisUrl = z.string().superRefine((value, ctx) => {
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined
  if (protocol !== 'redis:' && protocol !== 'rediss:') {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'REDIS_URL must be redis://host:6379 (or rediss:// for TLS)' })
  }
})

const httpUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]/, `${name} must be a full http(s) URL`)
    .url(`${name} must be a full http(s) URL`)

const secret = (name: string) =>
  z
    .string({ required_error: `${name} is required (run \`npm start\` once to generate local secrets into .env)` })
    .min(16, `${name} must be at least 16 characters`)

export const cmsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: port.default(1337),
    /** Public URL of the CMS, used in links it sends (uploads, admin). */
    CMS_URL: z.string().url().default(LOCAL_CMS_URL),
    APP_KEYS: csv,
    API_TOKEN_SALT: secret('API_TOKEN_SALT'),
    ADMIN_JWT_SECRET: secret('ADMIN_JWT_SECRET'),
    TRANSFER_TOKEN_SALT: secret('TRANSFER_TOKEN_SALT'),
    JWT_SECRET: secret('JWT_SECRET'),
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
    DATABASE_CLIENT: z
      .enum(['sqlite', 'postgres'], {
        errorMap: () => ({ message: 'DATABASE_CLIENT must be sqlite (the default) or postgres' }),
      })
      .default('sqlite'),
    /** SQLite file, relative to cms/ unless absolute. */
    DATABASE_FILENAME: z.string().default('.tmp/data.db'),
    /**
     * PostgreSQL: either one connection string, postgres://user:pass@host:5432/db, or the parts
     * below (Strapi's own names). One of the two is required when DATABASE_CLIENT=postgres.
     */
    DATABASE_URL: optionalText.pipe(postgresUrl.optional()),
    DATABASE_HOST: optionalText,
    DATABASE_PORT: port.default(5432),
    DATABASE_NAME: optionalText,
    DATABASE_USERNAME: optionalText,
    DATABASE_PASSWORD: optionalText,
    /** The PostgreSQL schema Strapi's tables live in. */
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a plain lower-case name')
      .default('public'),
    DATABASE_SSL: bool,
    /**
     * Connections each CMS instance keeps open at most. Every instance has its own pool, so N
     * instances need N × this within the server's max_connections.
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    SMTP_HOST: z.string().default('127.0.0.1'),
    SMTP_PORT: port.default(1025),
    SMTP_SECURE: bool,
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    EMAIL_FROM: z.string().email().default('no-reply@qa-site.local'),
    /** The API token the site build reads published content with; the CMS makes sure a token with this key, and only that access, exists. */
    STRAPI_API_TOKEN: z.string().min(32).optional(),
    /** The API token the site's preview function reads drafts with; made sure of the same way, with only what the preview reads. */
    PREVIEW_API_TOKEN: z.string().min(32).optional(),
    /** First admin of the admin panel, created on first start if no admin exists. */
    CMS_ADMIN_EMAIL: z.string().email().optional(),
    CMS_ADMIN_PASSWORD: z.string().min(8).optional(),
    /** The build hook, called (through the outbox, cms/src/publishing/outbox.ts) for every change the built site shows: `npm start`'s locally, Netlify's in production. */
    SITE_REBUILD_WEBHOOK_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** A change the build hook did not accept is offered again after this many seconds, doubling each time up to five minutes. */
    SITE_REBUILD_RETRY_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    /** The editors' time zone: the edit view's Schedule panel shows and takes publishing times in it, whatever zone a browser is in. */
    EDITOR_TIME_ZONE: z
      .string()
      .default('Asia/Tehran')
      .refine(
        isTimeZone,
        'EDITOR_TIME_ZONE is not a time zone: write an IANA name such as Asia/Tehran or Europe/Berlin',
      ),
    /**
     * The "JWS secret token" of the site's deploy notifications (Netlify's outgoing webhooks, or
     * `npm start`'s builds): only notifications signed with it change the build status editors see.
     */
    DEPLOY_NOTIFICATION_SECRET: z
      .string()
      .min(SHARED_SECRET_LENGTH.DEPLOY_NOTIFICATION_SECRET, tooShort('DEPLOY_NOTIFICATION_SECRET'))
      .optional()
      .or(z.literal('').transform(() => undefined)),
    /** Public address of the site: account e-mails link to its /{locale}/auth/ pages. */
    SITE_URL: z.string().url().default(LOCAL_SITE_URL),
    /**
     * Signs the site's preview links (the admin's Preview button, docs/decisions/0020-draft-preview.md);
     * the site's preview page checks them with the same secret. Unset: no Preview button.
     */
    PREVIEW_SECRET: optionalText.pipe(
      z.string().min(SHARED_SECRET_LENGTH.PREVIEW_SECRET, tooShort('PREVIEW_SECRET')).optional(),
    ),
    /** Shared with the site's functions: proves a request's x-client-ip comes from them (rate limits per real client). */
    CMS_PROXY_SECRET: z.string().min(SHARED_SECRET_LENGTH.CMS_PROXY_SECRET, tooShort('CMS_PROXY_SECRET')).optional(),
    /** How long a member stays logged in, in days (session record, access token and the site's cookie). */
    SESSION_TTL_DAYS: z.coerce
      .number()
      .int()
      .min(SESSION_TTL_DAYS.min)
      .max(SESSION_TTL_DAYS.max)
      .default(SESSION_TTL_DAYS.default),
    /**
     * Wrong passwords (a login, a change of password, an account's deletion; the admin panel's
     * logins apart): at most MAX per WINDOW per account and client address. Right ones count for nothing.
     */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /** Wrong passwords for one account from any address together: at most ACCOUNT_MAX per the same WINDOW. */
    AUTH_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).default(30),
    /** Wrong passwords per client address, whatever the account: at most LOGIN_IP_MAX per ACCOUNT WINDOW. */
    LOGIN_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    /** Registrations, new confirmation e-mails and reset links to one mailbox, together: at most EMAIL_MAX per WINDOW. */
    ACCOUNT_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    /** Per client address: registrations, confirmation and reset e-mails and resets, each at most IP_MAX per WINDOW. */
    ACCOUNT_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
    ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Avatar uploads: at most MAX per WINDOW per member. */
    AVATAR_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AVATAR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Comments and comment edits: at most MAX per WINDOW per member, and IP_MAX per WINDOW per client address. */
    COMMENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    COMMENT_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(20),
    COMMENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Editors' address for the moderation digest: new and edited comments with links to hide them. Unset: no digest. */
    COMMENT_DIGEST_TO: optionalText.pipe(z.string().email('COMMENT_DIGEST_TO must be an e-mail address').optional()),
    /** At most one digest per this many minutes (fractions allowed). */
    COMMENT_DIGEST_MINUTES: z.coerce
      .number()
      .positive('COMMENT_DIGEST_MINUTES must be above 0')
      .max(7 * 24 * 60)
      .default(15),
    /** The company's inbox: consultation requests from the site's form go there (reply-to the visitor). Unset: requests are only stored. */
    CONSULTATION_TO: optionalText.pipe(z.string().email('CONSULTATION_TO must be an e-mail address').optional()),
    /** Consultation requests: at most EMAIL_MAX per WINDOW per visitor's mailbox, and MAX per client address. */
    CONSULTATION_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    CONSULTATION_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(3),
    CONSULTATION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** A consultation e-mail that could not be sent is tried again after this many seconds, doubling each time up to an hour. */
    CONSULTATION_MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Newsletter subscriptions: at most EMAIL_MAX per WINDOW per mailbox subscribed, and MAX per
     * client address. A repeat of a request still being answered counts for neither.
     */
    NEWSLETTER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
    NEWSLETTER_RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(1).default(3),
    NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** A newsletter e-mail that could not be sent is tried again after this many seconds, doubling each time up to an hour. */
    NEWSLETTER_MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * Newsletter editions: e-mails per second, for all CMS instances together (the mail provider's
     * sending limit; ADR 0051).
     */
    NEWSLETTER_SEND_RATE: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * Days an edition's deliveries (each recipient's address and what their mail server answered)
     * are kept after it finished; then only its counts are (ADR 0051).
     */
    NEWSLETTER_DELIVERY_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(DELIVERY_RETENTION_DAYS.min)
      .max(DELIVERY_RETENTION_DAYS.max)
      .default(DELIVERY_RETENTION_DAYS.default),
    /**
     * Redis (redis://[:password@]host:6379[/db], rediss:// for TLS): every rate limit of the CMS
     * counts there, so several instances enforce one limit. Unset: each process counts in memory.
     */
    REDIS_URL: optionalText.pipe(redisUrl.optional()),
    /**
     * Where uploads (covers, avatars) are stored: `local` (cms/public/uploads, the default) or `s3`,
     * any S3-compatible storage through Strapi's own provider. With s3: S3_BUCKET, S3_PUBLIC_URL
     * (the address files are served from, e.g. a CDN or https://bucket.s3.region.amazonaws.com; the
     * site's build allows images from it), S3_REGION, and S3_ENDPOINT for storage that is not AWS.
     * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither for the host's own AWS credentials.
     */
    UPLOAD_PROVIDER: z
      .enum(['local', 's3'], { errorMap: () => ({ message: 'UPLOAD_PROVIDER must be local (the default) or s3' }) })
      .default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalText.pipe(httpUrl('S3_ENDPOINT').optional()),
    S3_PUBLIC_URL: optionalText.pipe(httpUrl('S3_PUBLIC_URL').optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** Address buckets as endpoint/bucket instead of bucket.endpoint (most S3-compatible servers). */
    S3_FORCE_PATH_STYLE: bool,
    /**
     * Seed the bilingual demo content (posts, pages, case studies with invented figures) on first
     * start. Off unless asked: a production start never seeds; `npm start`, `npm run develop` and
     * the tests ask for it (scripts/lib/stack.ts cmsEnvironment).
     */
    CMS_SEED: bool.default('false'),
  })
  .superRefine((env, ctx) => {
    if (env.UPLOAD_PROVIDER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: `${name} is required when UPLOAD_PROVIDER=s3`,
          })
      }
      if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
          message: "give both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the host's own AWS credentials)",
        })
      }
    }
    if (env.DATABASE_CLIENT !== 'postgres') return
    const parts = {
      DATABASE_HOST: env.DATABASE_HOST,
      DATABASE_NAME: env.DATABASE_NAME,
      DATABASE_USERNAME: env.DATABASE_USERNAME,
    }
    const given = Object.entries(parts).filter(([, value]) => value)
    if (env.DATABASE_URL && given.length > 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['DATABASE_URL'],
        message: `give either DATABASE_URL or ${given.map(([name]) => name).join(', ')}, not both`,
      })
    } else if (!env.DATABASE_URL && given.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['DATABASE_URL'],
        message:
          'DATABASE_URL (or DATABASE_HOST, DATABASE_NAME and DATABASE_USERNAME) is required when DATABASE_CLIENT=postgres',
      })
    } else if (!env.DATABASE_URL) {
      for (const [name, value] of Object.entries(parts)) {
        if (!value)
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [name],
            message: `${name} is required with ${given.map(([other]) => other).join(', ')} (or give DATABASE_URL instead)`,
          })
      }
    }
  })

export type CmsEnv = z.infer<typeof cmsEnvSchema>

/** Strapi's upload plugin configuration for S3-compatible storage (`@strapi/provider-upload-aws-s3`). */
export function s3UploadConfig(env: CmsEnv) {
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env.S3_PUBLIC_URL,
      s3Options: {
        region: env.S3_REGION,
        ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        ...(env.S3_ACCESS_KEY_ID
          ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
          : {}),
        params: { Bucket: env.S3_BUCKET },
      },
    },
  }
}

/** What knex's PostgreSQL client connects with: the URL, or the parts. */
export function postgresConnection(env: CmsEnv) {
  const ssl = env.DATABASE_SSL ? { rejectUnauthorized: false } : false
  if (env.DATABASE_URL) return { connectionString: env.DATABASE_URL, ssl, schema: env.DATABASE_SCHEMA }
  return {
    host: env.DATABASE_HOST,
    port: env.DATABASE_PORT,
    database: env.DATABASE_NAME,
    user: env.DATABASE_USERNAME,
    password: env.DATABASE_PASSWORD,
    ssl,
    schema: env.DATABASE_SCHEMA,
  }
}

let cached: CmsEnv | undefined

export function cmsEnv(source: NodeJS.ProcessEnv = process.env): CmsEnv {
  if (cached && source === process.env) return cached
  const parsed = cmsEnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    throw new Error(`Invalid CMS environment:\n${lines.join('\n')}`)
  }
  if (source === process.env) cached = parsed.data
  return parsed.data
}
