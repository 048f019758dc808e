import { editionEmail, type EditionContent } from './edition-email'
import { newsletterLinks } from './links'

const links = newsletterLinks('k'.repeat(32), 'https://site.example')
const content: EditionContent = {
  title: 'آزمون بار <پیش> از عرضه',
  excerpt: 'چرا "سامانه" را زیر بار می‌بریم',
  url: 'https://site.example/fa/posts/load/',
  cover: { url: 'https://cms.example/uploads/cover.jpg' },
  publishDate: '2026-11-29',
}

describe('editionEmail', () => {
  it('writes a Persian edition right to left with the Persian date, escaped', () => {
    const email = editionEmail(content, { documentId: 'abc', locale: 'fa' }, links)
    expect(email.subject).toBe(content.title)
    expect(email.html).toContain('dir="rtl"')
    expect(email.html).toContain('۸ آذر ۱۴۰۵')
    expect(email.html).toContain('آزمون بار &lt;پیش&gt; از عرضه')
    expect(email.html).not.toContain('<پیش>')
    expect(email.html).toContain('src="https://cms.example/uploads/cover.jpg"')
    expect(email.text).toContain('https://site.example/fa/posts/load/')
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  })

  it('writes an English one left to right, without a cover or excerpt when the post has none', () => {
    const email = editionEmail(
      { ...content, title: 'Load', cover: null, excerpt: null },
      { documentId: 'abc', locale: 'en' },
      links,
    )
    expect(email.html).toContain('dir="ltr"')
    expect(email.html).toContain('November 29, 2026')
    expect(email.html).not.toContain('<img')
    expect(email.text.split('\n')[0]).toBe('Load')
  })

  it('says in the editor’s preview and test copy that its unsubscribe link is no one’s', () => {
    const sample = editionEmail(content, { sample: true, locale: 'fa' }, links)
    expect(sample.html).toContain('این نسخهٔ آزمایشی است')
    expect(sample.text).toContain('این نسخهٔ آزمایشی است')
    expect(editionEmail(content, { documentId: 'one', locale: 'fa' }, links).html).not.toContain('آزمایشی')
  })

  it('gives each subscriber their own unsubscribe link, in the text and the header', () => {
    const one = editionEmail(content, { documentId: 'one', locale: 'fa' }, links)
    const two = editionEmail(content, { documentId: 'two', locale: 'fa' }, links)
    expect(one.headers['List-Unsubscribe']).not.toBe(two.headers['List-Unsubscribe'])
    expect(one.text).toContain(links.unsubscribeUrl('fa', 'one'))
  })
})
