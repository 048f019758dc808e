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
    DATABASE_CLIENT: z.enum(['sqlite', 'postgres']).default('sqlite'),
    /** SQLite file, relative to cms/ unless absolute. */
    DATABASE_FILENAME: z.string().default('.tmp/data.db'),
    /** PostgreSQL connection string, e.g. postgres://user:pass@host:5432/db. Required when DATABASE_CLIENT=postgres. */
    DATABASE_URL: z.string().optional(),
    DATABASE_SSL: bool,
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
    if (env.DATABASE_CLIENT === 'postgres' && !env.DATABASE_URL) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['DATABASE_URL'], message: 'DATABASE_URL is required when DATABASE_CLIENT=postgres' })
    }
  })

export type CmsEnv = z.infer<typeof cmsEnvSchema>

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
