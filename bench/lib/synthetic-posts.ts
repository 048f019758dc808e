/**
 * Synthetic posts for the build-scaling bench: N per locale, each a document with an fa and an en
 * version, written as the rows Strapi 5 itself stores for a published entry (a draft row and a
 * published row per locale, sharing the documentId). Deterministic: post i of a run is the same
 * every run, so builds are comparable.
 *
 * No cover image: thousands of image transforms would measure sharp, not the site; the seeded
 * posts keep their covers, so the image path is still part of every build.
 */
import { toBlocks, type Block } from '../../cms/src/seed/blocks'
import type { Locale } from '../../cms/src/rules/locales'

/** The attributes of one post row, as Strapi's query engine takes them. */
export type PostRow = {
  documentId: string
  locale: Locale
  title: string
  slug: string
  excerpt: string
  content: Block[]
  publishDate: string
  authorName: string
  publishedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export const SYNTHETIC_SLUG_PREFIX = 'bench-post-'

const pad = (index: number) => String(index).padStart(5, '0')

/** A Strapi-shaped documentId (24 lowercase letters and digits), derived from the index. */
export function syntheticDocumentId(index: number): string {
  return `bench${pad(index)}`.padEnd(24, 'x')
}

export const syntheticSlug = (index: number) => `${SYNTHETIC_SLUG_PREFIX}${pad(index)}`

/** Post i is dated i days before the seeded posts' era, so every synthetic post is older than them. */
export function syntheticPublishDate(index: number): string {
  const day = new Date(Date.UTC(2025, 11, 31) - index * 86_400_000)
  return day.toISOString().slice(0, 10)
}

const TEXT: Record<Locale, { title: (n: string) => string; excerpt: string; body: string; author: string }> = {
  en: {
    title: (n) => `Bench note ${n}: keeping latency budgets honest`,
    excerpt: 'A synthetic post for the build-scaling bench: a few paragraphs, a heading and a list.',
    body: [
      'Load tests answer one question well: what happens to response times when many people arrive at once. This post is one of many written by the bench to see how the site builds as the blog grows.',
      '## What we measure',
      '- p50 and p99 latency\n- error rate under load\n- throughput at the knee of the curve',
      'A budget that is never checked is a wish. The bench checks each one and names the figure that is over it.',
    ].join('\n\n'),
    author: 'Bench',
  },
  fa: {
    title: (n) => `یادداشت آزمون ${n}: بودجهٔ تأخیر را صادقانه نگه داریم`,
    excerpt: 'نوشته‌ای ساختگی برای سنجش مقیاس ساخت: چند بند، یک سرتیتر و یک فهرست.',
    body: [
      'آزمون بار به یک پرسش خوب پاسخ می‌دهد: وقتی بسیاری از کاربران هم‌زمان می‌آیند زمان پاسخ چه می‌شود. این نوشته یکی از نوشته‌هایی است که سنجه برای دیدن رفتار ساخت سایت با رشد وبلاگ می‌نویسد.',
      '## چه می‌سنجیم',
      '- تأخیر میانه و صدک ۹۹\n- نرخ خطا زیر بار\n- توان عملیاتی در زانوی منحنی',
      'بودجه‌ای که هرگز سنجیده نشود آرزوست. سنجه هر یک را می‌سنجد و رقمی را که از آن بیشتر است نام می‌برد.',
    ].join('\n\n'),
    author: 'سنجه',
  },
}

/** The rows of posts [from, to) in both locales: draft and published for each. */
export function syntheticPostRows(from: number, to: number, now = new Date()): PostRow[] {
  const rows: PostRow[] = []
  for (let index = from; index < to; index++) {
    for (const locale of ['fa', 'en'] as const) {
      const text = TEXT[locale]
      const number =
        locale === 'fa' ? new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(index) : String(index)
      const common = {
        documentId: syntheticDocumentId(index),
        locale,
        title: text.title(number),
        slug: syntheticSlug(index),
        excerpt: text.excerpt,
        content: toBlocks(text.body),
        publishDate: syntheticPublishDate(index),
        authorName: text.author,
        createdAt: now,
        updatedAt: now,
      }
      rows.push({ ...common, publishedAt: null }, { ...common, publishedAt: now })
    }
  }
  return rows
}
