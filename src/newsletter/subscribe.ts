/**
 * The footer form's call (POST /api/newsletter), loaded when a reader subscribes: it brings the
 * error catalogue, which the pages need for nothing else.
 */
import { accountCall, type AccountResult } from '../account/api'
import type { Locale } from '../lib/i18n'
import { SUBSCRIBE_PATH } from '../../cms/src/rules/newsletter-paths'
import type { SubscribeAnswer, SubscribeInput } from './schema'

export const subscribe = (input: SubscribeInput, locale: Locale): Promise<AccountResult<SubscribeAnswer>> =>
  accountCall<SubscribeAnswer>(SUBSCRIBE_PATH, { method: 'POST', body: input, locale })
