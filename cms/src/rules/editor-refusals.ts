/**
 * What the CMS says to an editor it refuses (issue [25]): in the admin user's interface language,
 * the one they picked in their profile (Strapi keeps it on the user as `preferedLanguage`).
 * Strapi's edit view shows a refusal's sentences as the server wrote them, in its notice and under
 * the field, so the server writes them in the editor's language; our panels show them the same way.
 * English for a request with no admin user behind it (an API token, a script); the login's own in
 * the browser's language (../middlewares/admin-login-language.ts). ICU messages, as
 * the admin's catalogues (../admin/translations/); codes stay English and never change.
 */
import IntlMessageFormat from 'intl-messageformat'
import { RULE_ERRORS, type RuleError } from './redirects'
import { ERROR_CATALOGUE } from './errors'
import { INTL_LOCALE, isLocale, type Locale } from './locales'

const en = {
  ...RULE_ERRORS,
  'path-taken': 'Another page in {language, select, fa {Persian} other {English}} already uses the path "{path}"',
  'path-taken.field': 'This path is already used by another page in this language',
  'not-publishable': 'This draft cannot be published as it is: {reason}',
  forbidden: 'You may not {action, select, publish {publish} unpublish {unpublish} other {read}} this content',
  'time-passed': 'The time has passed: choose a time in the future',
  'time-too-far': 'The time is more than five years ahead',
  'times-out-of-order': 'The unpublish time must come after the publish time',
  'schedule-not-found': 'There is no such scheduled time (it may have been carried out)',
  'not-published': 'Only a published post can be sent: publish this language version first',
  'not-published.preview': 'Only a published post can be previewed as an e-mail',
  'already-sent': 'This post was already sent to its subscribers',
  'being-sent': 'This post is being sent to its subscribers',
  'no-subscribers': 'No confirmed subscriber reads this language yet',
  'no-address': 'Your admin account has no e-mail address',
  'may-not-send': 'Only those who may publish this post may send it to subscribers',
  'entry-not-found': 'The entry does not exist in this language',
  'wrong-credentials': 'Invalid credentials',
  'too-many-tries': ERROR_CATALOGUE['too-many-requests'].waitMessage.replace('{{wait}}', '{wait}'),
} satisfies Record<RuleError | string, string>

export type EditorRefusal = keyof typeof en

const fa: Record<EditorRefusal, string> = {
  'external-not-allowed': 'بردن خواننده به نشانی بیرون از سایت بدون اجازهٔ صریح ممکن نیست',
  'invalid-from': 'قاعده باید از مسیری زیر ‎/fa/‎ یا ‎/en/‎ شروع شود',
  'invalid-target': 'قاعده باید به مسیری در سایت یا نشانی http(s) برسد',
  'redirect-loop': 'قاعده نباید به نشانی خودش برسد',
  'path-taken': 'صفحهٔ دیگری به {language, select, fa {فارسی} other {انگلیسی}} همین مسیر «{path}» را دارد',
  'path-taken.field': 'صفحهٔ دیگری در همین زبان این مسیر را دارد',
  'not-publishable': 'این پیش‌نویس را همین‌طور که هست نمی‌توان منتشر کرد: {reason}',
  forbidden: 'شما اجازهٔ {action, select, publish {انتشار} unpublish {لغو انتشار} other {خواندن}} این محتوا را ندارید',
  'time-passed': 'این زمان گذشته است: زمانی در آینده انتخاب کنید',
  'time-too-far': 'این زمان بیش از پنج سال بعد است',
  'times-out-of-order': 'زمان لغو انتشار باید بعد از زمان انتشار باشد',
  'schedule-not-found': 'چنین زمان‌بندی‌ای نیست (شاید انجام شده باشد)',
  'not-published': 'فقط نوشتهٔ منتشرشده فرستادنی است: اول همین نسخهٔ زبانی را منتشر کنید',
  'not-published.preview': 'فقط پیش‌نمایش ایمیلِ نوشتهٔ منتشرشده را می‌توان دید',
  'already-sent': 'این نوشته پیش‌تر برای مشترکانش فرستاده شده است',
  'being-sent': 'این نوشته در حال فرستادن برای مشترکانش است',
  'no-subscribers': 'هنوز هیچ مشترک تأییدشده‌ای این زبان را نمی‌خواند',
  'no-address': 'حساب مدیریت شما نشانی ایمیل ندارد',
  'may-not-send': 'فقط کسانی که اجازهٔ انتشار این نوشته را دارند می‌توانند آن را برای مشترکان بفرستند',
  'entry-not-found': 'این مطلب به این زبان وجود ندارد',
  'wrong-credentials': 'ایمیل یا گذرواژه درست نیست',
  'too-many-tries': 'درخواست‌ها بیش از حد است؛ لطفاً {wait} دیگر دوباره تلاش کنید',
}

export const EDITOR_REFUSALS: Record<Locale, Record<EditorRefusal, string>> = { en, fa }

/** The interface language of the admin user making the request `context` is of; English for any other request. */
export function editorLanguage(context: unknown): Locale {
  const language = (context as { state?: { user?: { preferedLanguage?: unknown } } } | undefined)?.state?.user
    ?.preferedLanguage
  return isLocale(language) ? language : 'en'
}

/** The sentence for refusal `code` in `language`, its values filled in as that language writes them. */
export function editorRefusal(
  code: EditorRefusal,
  language: Locale,
  values: Record<string, string | number> = {},
): string {
  return new IntlMessageFormat(EDITOR_REFUSALS[language][code], INTL_LOCALE[language]).format(values) as string
}
