/**
 * The names of our content types' fields in the Content Manager, in both interface languages
 * (issue [25]). Strapi labels a field by its label in "Configure the view", one for every editor:
 * the attribute's name until someone changes it. English: written there at boot where it is still
 * the attribute's name, so an editor's own label stays. Persian: Strapi looks each label up first
 * as the message `content-manager.content-types.<uid>.<field>` (edit view and list headings), so the
 * admin's Persian catalogue carries them and a Persian editor sees them whatever the English is.
 */
import type { Core } from '@strapi/strapi'
import type { Locale } from '../rules/locales'
import { serviceNames, type ServiceKind } from '../rules/service-names'

type Label = Record<Locale, string>

const title: Label = { en: 'Title', fa: 'عنوان' }
const slug: Label = { en: 'Slug', fa: 'نامک' }
const cover: Label = { en: 'Cover image', fa: 'تصویر جلد' }
const publishDate: Label = { en: 'Publish date', fa: 'تاریخ انتشار' }
const service: Label = { en: 'Service', fa: 'خدمت' }
const seo: Label = { en: 'Search engines', fa: 'موتورهای جست‌وجو' }
const email: Label = { en: 'E-mail', fa: 'ایمیل' }
const language: Label = { en: 'Language', fa: 'زبان' }
const mailAttempts: Label = { en: 'E-mail attempts', fa: 'دفعات فرستادن ایمیل' }
const nextMailAt: Label = { en: 'Next e-mail attempt', fa: 'تلاش بعدی برای ایمیل' }

/** By content type, the fields editors see in the Content Manager. */
export const FIELD_LABELS: Record<string, Record<string, Label>> = {
  'api::post.post': {
    title,
    slug,
    excerpt: { en: 'Excerpt', fa: 'چکیده' },
    cover,
    content: { en: 'Text', fa: 'متن' },
    publishDate,
    authorName: { en: 'Author', fa: 'نویسنده' },
    tags: { en: 'Tags', fa: 'برچسب‌ها' },
  },
  'api::case-study.case-study': {
    title,
    slug,
    client: { en: 'Client', fa: 'مشتری' },
    sector: { en: 'Sector', fa: 'حوزهٔ کار' },
    service,
    summary: { en: 'Summary', fa: 'خلاصه' },
    cover,
    challenge: { en: 'Challenge', fa: 'چالش' },
    approach: { en: 'Approach', fa: 'رویکرد' },
    results: { en: 'Results', fa: 'نتیجه‌ها' },
    quote: { en: "Client's words", fa: 'سخن مشتری' },
    publishDate,
  },
  'api::page.page': {
    title,
    path: { en: 'Path', fa: 'مسیر' },
    content: { en: 'Sections', fa: 'بخش‌ها' },
    service,
    seo,
  },
  'api::home.home': { title, seo, sections: { en: 'Sections', fa: 'بخش‌ها' } },
  'api::site-info.site-info': {
    name: { en: 'Site name', fa: 'نام سایت' },
    headline: { en: 'Headline', fa: 'تیتر' },
    description: { en: 'Description', fa: 'توضیح' },
    copyright: { en: 'Copyright line', fa: 'سطر حق نشر' },
    headerLinks: { en: 'Header links', fa: 'پیوندهای سرصفحه' },
    footerColumns: { en: 'Footer columns', fa: 'ستون‌های پاصفحه' },
    chatCommunityUrl: { en: 'Chat community address', fa: 'نشانی گروه گفت‌وگو' },
    socialNetworkUrl: { en: 'Social network address', fa: 'نشانی شبکهٔ اجتماعی' },
    codeHostUrl: { en: 'Code host address', fa: 'نشانی میزبان کد' },
    testingLabUrl: { en: 'Testing lab address', fa: 'نشانی آزمایشگاه تست' },
  },
  'api::comment.comment': {
    text: { en: 'Comment', fa: 'دیدگاه' },
    post: { en: 'Post', fa: 'نوشته' },
    postLocale: { en: "Post's language", fa: 'زبان نوشته' },
    author: { en: 'Member', fa: 'عضو' },
    moderation: { en: 'Moderation', fa: 'وضعیت نمایش' },
    editedAt: { en: 'Edited at', fa: 'زمان ویرایش' },
    createdAt: { en: 'Written at', fa: 'زمان نوشتن' },
  },
  'api::consultation.consultation': {
    name: { en: 'Name', fa: 'نام' },
    email,
    company: { en: 'Company', fa: 'شرکت' },
    service,
    preferredDate: { en: 'Preferred date', fa: 'تاریخ دلخواه' },
    message: { en: 'Message', fa: 'پیام' },
    language,
    handling: { en: 'Status', fa: 'وضعیت' },
    companyMailedAt: { en: 'E-mailed to us at', fa: 'ایمیل به ما در' },
    confirmationMailedAt: { en: 'Confirmation e-mailed at', fa: 'ایمیل تأیید در' },
    mailAttempts,
    nextMailAt,
    repeatKey: { en: 'Repeat key', fa: 'کلید تکرار' },
  },
  'api::newsletter-subscriber.newsletter-subscriber': {
    email,
    language,
    state: { en: 'State', fa: 'وضعیت' },
    requestedAt: { en: 'Asked at', fa: 'زمان درخواست' },
    confirmedAt: { en: 'Confirmed at', fa: 'زمان تأیید' },
    unsubscribedAt: { en: 'Unsubscribed at', fa: 'زمان لغو اشتراک' },
    bouncedAt: { en: 'Bounced at', fa: 'زمان برگشت ایمیل' },
    mail: { en: 'E-mail to send', fa: 'ایمیل در صف' },
    mailAttempts,
    nextMailAt,
  },
  'api::redirect.redirect': {
    fromPath: { en: 'From path', fa: 'از مسیر' },
    toPath: { en: 'To', fa: 'به' },
    permanent: { en: 'Permanent', fa: 'همیشگی' },
    allowExternal: { en: 'May lead off the site', fa: 'اجازهٔ رفتن به بیرون سایت' },
  },
}

/**
 * Fields every content type has and none of their schemas names: the list's id column, the
 * document's id, Strapi's times and who made and last edited an entry, which the list's filters
 * offer for every type. A type's own label for one of them wins (a comment's `createdAt` is when
 * it was written).
 */
export const SYSTEM_FIELD_LABELS: Record<string, Label> = {
  id: { en: 'ID', fa: 'شناسه' },
  documentId: { en: 'Document ID', fa: 'شناسهٔ سند' },
  createdAt: { en: 'Created at', fa: 'زمان ساخت' },
  updatedAt: { en: 'Last edited at', fa: 'زمان آخرین ویرایش' },
  createdBy: { en: 'Created by', fa: 'سازنده' },
  updatedBy: { en: 'Last edited by', fa: 'آخرین ویرایشگر' },
}

/** Every field of `uid` we name, its own labels over the system fields'. */
const labelsOf = (uid: string): Record<string, Label> =>
  FIELD_LABELS[uid] ? { ...SYSTEM_FIELD_LABELS, ...FIELD_LABELS[uid] } : {}

/** The id Strapi looks a field's label up by. */
export const fieldLabelId = (uid: string, field: string) => `content-manager.content-types.${uid}.${field}`

/** Every label in `language`, by Strapi's id, for the admin's catalogue of that language. */
export function fieldLabels(language: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.keys(FIELD_LABELS).flatMap((uid) =>
      Object.entries(labelsOf(uid)).map(([field, label]) => [fieldLabelId(uid, field), label[language]]),
    ),
  )
}

/**
 * The values of our lists of values (enumerations) as the edit view's select names them, where it
 * showed the stored value ("pending", "load-stress"). Strapi looks each option up as the message
 * whose id is the value itself, so these ids are global: one name per value, whichever field has it
 * (a test checks that each field's values have one and that none is an id of Strapi's own).
 */
export const OPTION_LABELS: Record<string, Label> = {
  fa: { en: 'Persian', fa: 'فارسی' },
  en: { en: 'English', fa: 'انگلیسی' },
  new: { en: 'New', fa: 'تازه' },
  answered: { en: 'Answered', fa: 'پاسخ داده شده' },
  spam: { en: 'Spam', fa: 'هرزنامه' },
  pending: { en: 'Waiting for confirmation', fa: 'در انتظار تأیید' },
  subscribed: { en: 'Subscribed', fa: 'مشترک' },
  unsubscribed: { en: 'Unsubscribed', fa: 'اشتراک لغو شده' },
  bounced: { en: 'Bounced', fa: 'ایمیل برگشتی' },
  confirmation: { en: 'Confirmation request', fa: 'درخواست تأیید' },
  'already-subscribed': { en: 'Already subscribed', fa: 'از پیش مشترک' },
  visible: { en: 'Shown', fa: 'نمایش داده می‌شود' },
  hidden: { en: 'Hidden', fa: 'پنهان' },
  ...Object.fromEntries(
    Object.entries(serviceNames.en).map(([kind, en]) => [kind, { en, fa: serviceNames.fa[kind as ServiceKind] }]),
  ),
}

/** Every option's name in `language`, by the id Strapi looks it up by (the value). */
export const optionLabels = (language: Locale): Record<string, string> =>
  Object.fromEntries(Object.entries(OPTION_LABELS).map(([value, label]) => [value, label[language]]))

type Metadata = { edit?: { label?: string }; list?: { label?: string } }
type Configuration = { uid?: string; metadatas: Record<string, Metadata> } & Record<string, unknown>

/** The view configuration with each field still labelled by its attribute's name given its English label; null when none is. */
export function labelled(uid: string, configuration: Configuration): Configuration | null {
  const labels = labelsOf(uid)
  let changed = false
  const metadatas = Object.fromEntries(
    Object.entries(configuration.metadatas).map(([field, metadata]) => {
      const label = labels[field]?.en
      if (!label) return [field, metadata]
      const relabel = (view?: { label?: string }) => {
        if (view?.label !== field) return view
        changed = true
        return { ...view, label }
      }
      return [field, { ...metadata, edit: relabel(metadata.edit), list: relabel(metadata.list) }]
    }),
  )
  return changed ? { ...configuration, metadatas } : null
}

export async function ensureFieldLabels(strapi: Core.Strapi) {
  const contentTypes = strapi.plugin('content-manager').service('content-types')
  for (const uid of Object.keys(FIELD_LABELS)) {
    const contentType = contentTypes.findContentType(uid)
    if (!contentType) continue
    const configuration = labelled(uid, (await contentTypes.findConfiguration(contentType)) as Configuration)
    if (!configuration) continue
    const { uid: _uid, ...stored } = configuration
    await contentTypes.updateConfiguration(contentType, stored)
  }
}
