/**
 * The CMS's environment, parsed once at boot. Every variable Strapi needs is named here with its
 * meaning; a missing or malformed one stops the boot with a message naming it, instead of Strapi
 * failing later with an unrelated stack trace. Local defaults (secrets included) are written to
 * the repository's `.env` by `scripts/ensure-env.ts`; production supplies them from its host.
 */
import { z } from 'zod'

const csv = z
  .string()
  .min(1)
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))

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
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'DATABASE_URL is not a URL: write it as postgres://user:password@host:5432/database' })
    return
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: `DATABASE_URL must start with postgres:// (it starts with ${url.protocol}//)` })
  } else if (!url.hostname || url.pathname.length < 2) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'DATABASE_URL must name a host and a database: postgres://user:password@host:5432/database' })
  }
})

const secret = (name: string) =>
  z.string({ required_error: `${name} is required (run \`npm start\` once to generate local secrets into .env)` }).min(16, `${name} must be at least 16 characters`)

export const cmsEnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: port.default(1337),
    /** Public URL of the CMS, used in links it sends (uploads, admin). */
    CMS_URL: z.string().url().default('http://127.0.0.1:1337'),
    APP_KEYS: csv,
    API_TOKEN_SALT: secret('API_TOKEN_SALT'),
    ADMIN_JWT_SECRET: secret('ADMIN_JWT_SECRET'),
    TRANSFER_TOKEN_SALT: secret('TRANSFER_TOKEN_SALT'),
    JWT_SECRET: secret('JWT_SECRET'),
    ENCRYPTION_KEY: secret('ENCRYPTION_KEY'),
    DATABASE_CLIENT: z.enum(['sqlite', 'postgres'], { errorMap: () => ({ message: 'DATABASE_CLIENT must be sqlite (the default) or postgres' }) }).default('sqlite'),
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
    DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a plain lower-case name').default('public'),
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
    /** Full-access API token the site build uses; the CMS makes sure a token with this key exists. */
    STRAPI_API_TOKEN: z.string().min(32).optional(),
    /** First admin of the admin panel, created on first start if no admin exists. */
    CMS_ADMIN_EMAIL: z.string().email().optional(),
    CMS_ADMIN_PASSWORD: z.string().min(8).optional(),
    /** Called on every publish/unpublish/delete: Gatsby's __refresh locally, a build hook in production. */
    SITE_REBUILD_WEBHOOK_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
    /**
     * The "JWS secret token" of the site's deploy notifications (Netlify's outgoing webhooks, or
     * `npm start`'s builds): only notifications signed with it change the build status editors see.
     */
    DEPLOY_NOTIFICATION_SECRET: z.string().min(16, 'DEPLOY_NOTIFICATION_SECRET must be at least 16 characters').optional().or(z.literal('').transform(() => undefined)),
    /** Public address of the site: account e-mails link to its /{locale}/auth/ pages. */
    SITE_URL: z.string().url().default('http://localhost:8888'),
    /** Shared with the site's functions: proves a request's x-client-ip comes from them (rate limits per real client). */
    CMS_PROXY_SECRET: z.string().min(16, 'CMS_PROXY_SECRET must be at least 16 characters').optional(),
    /** How long a member stays logged in, in days (session record, access token and the site's cookie). */
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /** Rate limit of login, registration, codes and passwords: at most MAX calls per WINDOW per client and route. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /**
     * Per client address, on top of the limit above (which also counts per e-mail): registrations,
     * reset and confirmation e-mails and resets, each at most MAX per WINDOW; logins LOGIN_IP_MAX.
     */
    ACCOUNT_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    LOGIN_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
    ACCOUNT_IP_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Avatar uploads: at most MAX per WINDOW per member. */
    AVATAR_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AVATAR_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Comments and comment edits: at most MAX per WINDOW per member, and IP_MAX per WINDOW per client address. */
    COMMENT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    COMMENT_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).default(20),
    COMMENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Seed demo content on first start. */
    CMS_SEED: bool.default('true'),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_CLIENT !== 'postgres') return
    const parts = { DATABASE_HOST: env.DATABASE_HOST, DATABASE_NAME: env.DATABASE_NAME, DATABASE_USERNAME: env.DATABASE_USERNAME }
    const given = Object.entries(parts).filter(([, value]) => value)
    if (env.DATABASE_URL && given.length > 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['DATABASE_URL'], message: `give either DATABASE_URL or ${given.map(([name]) => name).join(', ')}, not both` })
    } else if (!env.DATABASE_URL && given.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['DATABASE_URL'], message: 'DATABASE_URL (or DATABASE_HOST, DATABASE_NAME and DATABASE_USERNAME) is required when DATABASE_CLIENT=postgres' })
    } else if (!env.DATABASE_URL) {
      for (const [name, value] of Object.entries(parts)) {
        if (!value) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: `${name} is required with ${given.map(([other]) => other).join(', ')} (or give DATABASE_URL instead)` })
      }
    }
  })

export type CmsEnv = z.infer<typeof cmsEnvSchema>

/** What knex's PostgreSQL client connects with: the URL, or the parts. */
export function postgresConnection(env: CmsEnv) {
  const ssl = env.DATABASE_SSL ? { rejectUnauthorized: false } : false
  if (env.DATABASE_URL) return { connectionString: env.DATABASE_URL, ssl, schema: env.DATABASE_SCHEMA }
  return { host: env.DATABASE_HOST, port: env.DATABASE_PORT, database: env.DATABASE_NAME, user: env.DATABASE_USERNAME, password: env.DATABASE_PASSWORD, ssl, schema: env.DATABASE_SCHEMA }
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
