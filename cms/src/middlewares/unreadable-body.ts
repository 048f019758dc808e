/**
 * A request body that cannot be read (a multipart body cut short or without its boundaries) is the
 * client's mistake: 400, not the 500 Strapi's body parser answers for it. formidable marks such
 * errors with an HTTP status of its own (`httpCode`), which Strapi does not read.
 */
import { errors } from '@strapi/utils'

type ParserError = { httpCode?: unknown; status?: unknown }

export const UNREADABLE_BODY_MESSAGE = 'The request body could not be read'

export default () => async (_ctx: unknown, next: () => Promise<void>) => {
  try {
    await next()
  } catch (error) {
    const { httpCode, status } = (error ?? {}) as ParserError
    if (typeof httpCode === 'number' && httpCode >= 400 && httpCode < 500 && status === undefined) {
      throw new errors.ValidationError(UNREADABLE_BODY_MESSAGE, { code: 'bad-request' })
    }
    throw error
  }
}
