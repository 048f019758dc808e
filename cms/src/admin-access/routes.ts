/**
 * Our own admin routes (the schedule, the newsletter's editions): registered as the admin panel's
 * own, for signed-in admin panel users only, with their input checked by zod into Strapi's
 * catalogued validation error.
 */
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import type { z } from 'zod'

export type AdminRoute<Ctx> = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  handler: (ctx: Ctx) => Promise<void>
}

export function registerAdminRoutes<Ctx>(strapi: Core.Strapi, routes: AdminRoute<Ctx>[]) {
  strapi.server.routes({
    type: 'admin',
    prefix: '',
    routes: routes.map((route) => ({
      ...route,
      // Koa's context, seen through the fields the handlers read.
      handler: route.handler as unknown as Core.MiddlewareHandler,
      info: { type: 'admin' },
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    })),
  })
}

/** `value` as `schema` reads it, or a 400 `validation-failed` naming each field and what is wrong. */
export function parsedInput<S extends z.ZodTypeAny>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success)
    throw new errors.ValidationError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      { code: 'validation-failed' },
    )
  return result.data
}
