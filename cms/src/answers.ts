/**
 * A refusal answered by a route itself, in the shape of Strapi's own errors (`{ data: null, error:
 * { status, name, message, details: { code } } }`): for the statuses Strapi's error classes lack
 * (409), and for a 401 or 403 a handler decides, which Strapi's authorize step would otherwise
 * answer as a bare "Unauthorized" without its code.
 */
type Answerable = { status: number; body: unknown }

const NAMES: Record<number, string> = { 401: 'UnauthorizedError', 403: 'ForbiddenError', 409: 'ConflictError' }

export function refuse(
  ctx: Answerable,
  status: keyof typeof NAMES,
  message: string,
  details: { code: string } & Record<string, unknown>,
): void {
  ctx.status = status
  ctx.body = { data: null, error: { status, name: NAMES[status], message, details } }
}
