import { IntlMessageFormat } from 'intl-messageformat'
import type { PublishingStatus } from './deploy-status'
import { statusText } from './status-text'
import { en, type Message } from '../admin/translations/en'
import { fa } from '../admin/translations/fa'

/** The status as an editor reads it, in English unless said otherwise. */
function words(...args: Parameters<typeof statusText>) {
  return said(statusText(...args))
}
function said(text: ReturnType<typeof statusText>, language: 'en' | 'fa' = 'en') {
  const say = (message: Message) =>
    String(new IntlMessageFormat({ en, fa }[language][message.id], language).format(message.values))
  return { label: say(text.label), tone: text.tone, sentence: say(text.sentence), details: text.details.map(say) }
}

const time = (iso: string) => iso.slice(11, 16)
const lastChange = {
  at: '2026-11-23T10:01:00.000Z',
  event: 'entry.publish',
  model: 'api::post.post',
  title: 'Load testing 101',
}
const live = { at: '2026-11-23T09:30:00.000Z', url: null }
const base: PublishingStatus = {
  state: 'live',
  lastChange,
  building: null,
  live,
  failure: null,
  reporting: true,
  delivery: null,
}

describe('the words of the build status', () => {
  it('says first when the build hook has not taken changes, why, and when the CMS tries again', () => {
    const retrying = {
      ...base,
      state: 'queued' as const,
      delivery: {
        pending: 3,
        retrying: {
          attempts: 4,
          lastError: 'the build hook answered 503 Service Unavailable',
          nextAttemptAt: '2026-11-23T10:03:20.000Z',
        },
        deliveredAt: '2026-11-23T09:29:00.000Z',
      },
    }
    expect(words(retrying, time).details[0]).toBe(
      'The build hook has not accepted 3 changes yet (the build hook answered 503 Service Unavailable); the CMS tries again at 10:03, and no change is lost meanwhile.',
    )
    const delivered = { ...retrying, delivery: { pending: 0, retrying: null, deliveredAt: '2026-11-23T10:01:01.000Z' } }
    expect(words(delivered, time).details.join(' ')).not.toMatch(/build hook/)
  })

  it('names the change and when readers will get it, state by state', () => {
    expect(words({ ...base, state: 'queued' }, time)).toEqual({
      label: 'Queued',
      tone: 'warning',
      sentence: '“\u2068Load testing 101\u2069” (10:01) waits for the next build of the site.',
      details: ['Readers get the build that went live at 09:30.'],
    })
    expect(words({ ...base, state: 'queued', building: { since: '2026-11-23T10:00:30.000Z' } }, time).details[0]).toBe(
      'A build started at 10:00 is still running.',
    )
    expect(words({ ...base, state: 'building', building: { since: '2026-11-23T10:01:03.000Z' } }, time)).toMatchObject({
      label: 'Building',
      sentence: 'The site is being built with “\u2068Load testing 101\u2069” since 10:01.',
    })
    expect(words({ ...base, live: { at: '2026-11-23T10:01:40.000Z', url: null } }, time)).toEqual({
      label: 'Live',
      tone: 'success',
      sentence: 'The site is up to date: live since 10:01.',
      details: ['Last change: “\u2068Load testing 101\u2069” at 10:01.'],
    })
  })

  it('does not call an entry with unpublished edits up to date, nor a draft on the site', () => {
    const modified = words(base, time, 'modified')
    expect(modified.sentence).toBe('The site is up to date with what is published: live since 09:30.')
    expect(modified.details[0]).toBe(
      'Your latest edits are a draft, not on the site: the site shows the published version. Publish to send them.',
    )
    expect(words(base, time, 'draft').details[0]).toBe(
      'This entry is not published: the site does not show it. Publish it to send it to the site.',
    )
    expect(words(base, time, 'published')).toEqual(words(base, time))
  })

  it('says why a build failed and what readers get meanwhile', () => {
    const text = words(
      {
        ...base,
        state: 'failed',
        failure: {
          at: '2026-11-23T10:02:00.000Z',
          reason: 'the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED).',
        },
      },
      time,
    )
    expect(text.label).toBe('Failed')
    expect(text.sentence).toBe(
      'The last build failed at 10:02: the CMS at http://127.0.0.1:1337 does not answer (ECONNREFUSED).',
    )
    expect(text.details[0]).toBe('Readers get the build that went live at 09:30.')
  })

  it('says so when no build has ever reported, instead of a status it cannot know', () => {
    const text = words({ ...base, state: 'queued', live: null, reporting: false }, time)
    expect(text.label).toBe('Not reporting')
    expect(text.sentence).toMatch(/cannot tell whether “\u2068Load testing 101\u2069” \(10:01\) is live/)
    expect(words({ ...base, lastChange: null, reporting: false }, time).sentence).toBe(
      "The site's builds have not reported to the CMS yet.",
    )
    expect(words({ ...base, state: 'queued', lastChange: { ...lastChange, title: null } }, time).sentence).toBe(
      'Your change (10:01) waits for the next build of the site.',
    )
    expect(words({ ...base, lastChange: { ...lastChange, title: null } }, time).details).toEqual([
      'Last change at 10:01.',
    ])
  })

  it('is said in Persian to an editor who works in Persian, its counts in Persian digits', () => {
    const text = said(
      statusText(
        {
          ...base,
          state: 'queued',
          delivery: {
            pending: 3,
            retrying: { attempts: 4, lastError: 'HTTP 503.', nextAttemptAt: '2026-11-23T10:03:20.000Z' },
            deliveredAt: null,
          },
        },
        time,
        'modified',
      ),
      'fa',
    )
    expect(text.label).toBe('در صف')
    expect(text.sentence).toBe('«\u2068Load testing 101\u2069» (10:01) در انتظار ساخت بعدی سایت است.')
    expect(text.details[1]).toMatch(/^قلاب ساخت هنوز ۳ تغییر را نپذیرفته است \(HTTP 503\)؛ .* در 10:03 دوباره تلاش/)
    expect(said(statusText(base, time, 'modified'), 'fa').sentence).toBe(
      'سایت با آنچه منتشر شده به‌روز است؛ از 09:30 روی سایت است.',
    )
    expect(said(statusText({ ...base, live: null }, time), 'fa').sentence).toBe('سایت به‌روز است.')
  })
})
