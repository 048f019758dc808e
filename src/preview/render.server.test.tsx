/**
 * The preview's server renderer as jest compiles it (CSS Modules mocked); as the build compiles it,
 * with the pages' class names, it is tested through the site in e2e/preview.spec.ts.
 */
import { minutesLeft } from './preview-article'
import { renderPreviewArticle, renderPreviewMessage } from './render.server'
import type { PreviewContent } from './content'

const now = new Date('2026-11-26T10:00:00Z')
const post = (locale: 'fa' | 'en', status: 'draft' | 'published', expiresAt: string): PreviewContent => ({
  kind: 'post',
  locale,
  status,
  expiresAt,
  post: {
    documentId: 'd1',
    title: 'Notes <script>alert(1)</script>',
    slug: 'notes',
    excerpt: null,
    publishDate: '2026-11-20',
    publishDateText: 'November 20, 2026',
    updatedAt: null,
    authorName: null,
    readingMinutes: 2,
    content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Checkout slowed at 4,000 users.' }] }],
    headingAnchors: [],
    blockImages: null,
    tagLinks: [],
    cover: null,
  },
})

it('counts whole minutes left, rounding up, never below zero', () => {
  expect(minutesLeft('2026-11-26T11:00:00Z', now)).toBe(60)
  expect(minutesLeft('2026-11-26T10:00:01Z', now)).toBe(1)
  expect(minutesLeft('2026-11-26T09:00:00Z', now)).toBe(0)
})

it('draws the document under a banner saying it is unpublished and how long the link works', () => {
  const html = renderPreviewArticle(post('en', 'draft', '2026-11-26T10:59:30Z'), now)
  expect(html).toContain(
    '<p role="note" class="banner">Preview of the draft: not published. Readers do not see this page. The link works for 60 more minutes.</p>',
  )
  expect(html).toContain('<h1 class="title">Notes &lt;script&gt;alert(1)&lt;/script&gt;</h1>')
  expect(html).toContain('<p>Checkout slowed at 4,000 users.</p>')
  expect(html).not.toContain('<script')
})

it('speaks the document’s language, with its digits', () => {
  const html = renderPreviewArticle(post('fa', 'published', '2026-11-26T10:45:00Z'), now)
  expect(html).toContain('پیش‌نمایش نسخهٔ منتشرشده. این پیوند تا ۴۵ دقیقهٔ دیگر کار می‌کند.')
  expect(html).toContain('href="/fa/posts/"')
})

it('says why there is nothing to see, translated', () => {
  expect(renderPreviewMessage('fa', 'This preview link has expired: open the preview again from the CMS')).toBe(
    '<p role="alert" class="state">مهلت این پیوند پیش‌نمایش تمام شده است: پیش‌نمایش را دوباره از سامانهٔ مدیریت محتوا باز کنید.</p>',
  )
})

it('draws a case study with its figures, the client’s words and the way to its service', () => {
  const html = renderPreviewArticle(
    {
      kind: 'case-study',
      locale: 'fa',
      status: 'draft',
      expiresAt: '2026-11-26T11:00:00Z',
      servicePage: { path: '/fa/pages/services/load-and-stress-testing/', title: 'تست بار و استرس' },
      caseStudy: {
        title: 'شب حراج بدون خطا',
        client: null,
        sector: 'فروشگاه اینترنتی',
        summary: null,
        service: { kind: 'load-stress' },
        challenge: 'حراج قبلی سامانهٔ پرداخت را از کار انداخت.',
        approach: null,
        headingAnchors: [],
        blockImages: null,
        results: [{ figure: '۱۲×', label: 'ترافیک اوج' }],
        quote: { text: 'آن شب راحت خوابیدیم.', author: 'مدیر زیرساخت', role: null },
        cover: null,
      },
    },
    now,
  )
  expect(html).toContain('<h1 class="title">شب حراج بدون خطا</h1>')
  expect(html).toContain('۱۲×')
  expect(html).toContain('آن شب راحت خوابیدیم.')
  expect(html).toContain('href="/fa/pages/services/load-and-stress-testing/"')
  expect(html).toContain('۶۰ دقیقهٔ دیگر')
})
