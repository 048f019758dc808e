/**
 * SERVER-ONLY. The environment of the build, the functions and the local scripts, parsed with zod
 * once at startup so that a missing or malformed variable stops the process with a message that
 * names it. Browser code never imports this module (it would leak configuration into bundles).
 */
import { z } from 'zod'
import {
  LOCAL_CMS_URL,
  LOCAL_SITE_URL,
  SESSION_TTL_DAYS,
  SHARED_SECRET_LENGTH,
  tooShort,
} from '../../cms/src/rules/settings'

// `localhost:1337` is a valid URL with the scheme "localhost:", so the scheme is checked too.
const url = (name: string) =>
  z
    .string({ required_error: `${name} is required` })
    .regex(/^https?:\/\/[^/]/, `${name} must be a full URL, e.g. ${LOCAL_CMS_URL}`)
    .url(`${name} must be a full URL, e.g. ${LOCAL_CMS_URL}`)

export const siteEnvSchema = z.object({
  /** Where the site build and the functions reach Strapi. */
  CMS_URL: url('CMS_URL').default(LOCAL_CMS_URL),
  /** The Strapi API token the build reads content with (read access to the site's content only). */
  STRAPI_API_TOKEN: z
    .string({
      required_error: 'STRAPI_API_TOKEN is required to source content from the CMS (npm start generates one into .env)',
    })
    .min(32, 'STRAPI_API_TOKEN must be at least 32 characters'),
  /** The public address of the site, used for canonical links and absolute URLs. */
  SITE_URL: url('SITE_URL').default(LOCAL_SITE_URL),
  /**
   * Where the CMS's uploads are served from when they live in S3-compatible storage (the CMS's
   * S3_PUBLIC_URL): member avatars load from there, so the pages' Content-Security-Policy allows it.
   */
  S3_PUBLIC_URL: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(url('S3_PUBLIC_URL').optional()),
  /** "true" publishes source maps of the browser bundles (for profiling a build); off by default (ADR 0009). */
  BROWSER_SOURCE_MAPS: z
    .enum(['true', 'false'], { errorMap: () => ({ message: 'BROWSER_SOURCE_MAPS must be true or false' }) })
    .default('false')
    .transform((value) => value === 'true'),
})

export type SiteEnv = z.infer<typeof siteEnvSchema>

/**
 * `npm run build` (the production build, Netlify's build command): the site's variables without
 * the local defaults for the CMS, so a deploy that forgot them stops with their names instead of
 * sourcing from 127.0.0.1.
 */
export const productionBuildEnvSchema = siteEnvSchema.extend({
  CMS_URL: z
    .string({
      required_error:
        'CMS_URL is required: the address of the CMS the site is built from, e.g. https://cms.example.com',
    })
    .pipe(url('CMS_URL')),
})

export type ProductionBuildEnv = z.infer<typeof productionBuildEnvSchema>

/** The account functions' environment (functions/lib/account.mts reads it per request). */
export const functionsEnvSchema = z.object({
  CMS_URL: url('CMS_URL').default(LOCAL_CMS_URL),
  /** Keys sealing the session cookie, comma-separated: the first seals, every one opens (rotation). */
  SESSION_SECRET: z
    .string({
      required_error: 'SESSION_SECRET is required to seal session cookies (npm start generates one into .env)',
    })
    .transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    )
    .refine(
      (keys) => keys.length > 0 && keys.every((key) => key.length >= 32),
      'SESSION_SECRET keys must be at least 32 characters each',
    ),
  /** Shared with the CMS so it trusts the client address the functions pass on (per-client rate limits). */
  CMS_PROXY_SECRET: z
    .string({ required_error: 'CMS_PROXY_SECRET is required (npm start generates one into .env)' })
    .min(SHARED_SECRET_LENGTH.CMS_PROXY_SECRET, tooShort('CMS_PROXY_SECRET')),
  /** How long a login lasts, in days; the CMS reads the same variable for its session records. */
  SESSION_TTL_DAYS: z.coerce
    .number()
    .int()
    .min(SESSION_TTL_DAYS.min)
    .max(SESSION_TTL_DAYS.max)
    .default(SESSION_TTL_DAYS.default),
  /** A CMS call that has not answered after this many milliseconds fails with cms-unavailable. */
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
})

export type FunctionsEnv = z.infer<typeof functionsEnvSchema>

/**
 * The preview function's (functions/preview-page.mts): besides the functions' own, the token that reads
 * drafts (server-only; its own, allowed only what the preview reads) and the secret the CMS signs preview links with.
 */
export const previewEnvSchema = functionsEnvSchema.extend({
  PREVIEW_API_TOKEN: z
    .string({
      required_error: 'PREVIEW_API_TOKEN is required to read drafts from the CMS (npm start generates one into .env)',
    })
    .min(32, 'PREVIEW_API_TOKEN must be at least 32 characters'),
  PREVIEW_SECRET: z
    .string({ required_error: 'PREVIEW_SECRET is required to check preview links (npm start generates one into .env)' })
    .min(SHARED_SECRET_LENGTH.PREVIEW_SECRET, tooShort('PREVIEW_SECRET')),
})

export type PreviewEnv = z.infer<typeof previewEnvSchema>

export function formatEnvIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n')
}

export function parseEnv<T extends z.ZodTypeAny>(
  schema: T,
  source: Record<string, string | undefined>,
  label: string,
): z.infer<T> {
  const parsed = schema.safeParse(source)
  if (!parsed.success)
    throw new Error(
      `Invalid ${label} environment:\n${formatEnvIssues(parsed.error)}\nSee .env.example for every variable and its meaning.`,
    )
  return parsed.data
}

export const readFunctionsEnv = (source: Record<string, string | undefined> = process.env): FunctionsEnv =>
  parseEnv(functionsEnvSchema, source, 'functions')

export const readPreviewEnv = (source: Record<string, string | undefined> = process.env): PreviewEnv =>
  parseEnv(previewEnvSchema, source, 'preview function')

export const readSiteEnv = (source: Record<string, string | undefined> = process.env): SiteEnv =>
  parseEnv(siteEnvSchema, source, 'site')

/**
 * The site's own origin, for a function that reads the site's files (the preview's shell, the 404
 * page, the redirect rules): SITE_URL, else the site's address as Netlify configures it
 * (`context.site.url`), else the local one. Never the request's Host or X-Forwarded-Host: whoever
 * sends the request chooses those, and the function would fetch from the host they name.
 */
export function siteOrigin(site?: { url?: string }, source: Record<string, string | undefined> = process.env): string {
  const configured = parseEnv(
    z.object({ SITE_URL: url('SITE_URL').optional() }),
    { SITE_URL: source.SITE_URL || undefined },
    'site address',
  ).SITE_URL
  return new URL(configured ?? site?.url ?? LOCAL_SITE_URL).origin
}
