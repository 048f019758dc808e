import { CONSULTATION_URL } from '../../cms/src/seed/content'
import { serviceNames } from '../../cms/src/rules/service-names'
import fa from '../../locales/fa/translation.json'
import en from '../../locales/en/translation.json'
import { CONSULTATION_ANCHOR } from '../../cms/src/rules/addresses'
import {
  CONSULTATION_MESSAGES,
  SERVICE_KINDS,
  isAcceptedDay,
  localDay,
  offeredDays,
  validateRequest,
} from '../../cms/src/rules/consultation'
import { consultationSchema } from './schema'
import { isTranslated } from '../../tests/support/translated'

const NOW = new Date('2026-11-25T22:00:00Z') // a Wednesday
const valid = {
  name: 'Sara Ahmadi',
  email: 'Sara@Example.com',
  company: 'Acme',
  service: 'performance',
  preferredDate: '2026-11-28',
  message: 'We launch a sale next month and need a load test.',
  locale: 'en',
}

/** Inputs both sides must judge alike: each changes one field of a valid request. */
const VARIANTS: Record<string, unknown>[] = [
  {},
  { name: ' ' },
  { name: 'A' },
  { name: ' \u202Bعلی\u202C ' },
  { name: 'x'.repeat(100) },
  { name: 'x'.repeat(101) },
  { name: 'line\nbreak' },
  { name: 42 },
  { name: 'bad \uD800 text' },
  { email: 'not-an-address' },
  { email: ' a@b.co ' },
  { email: `${'a'.repeat(250)}@b.co` },
  { company: '' },
  { company: 'c'.repeat(121) },
  { company: undefined },
  { company: null },
  { service: 'hacking' },
  { service: undefined },
  { preferredDate: '2026-11-27' }, // a Friday
  { preferredDate: '2026-11-24' }, // yesterday
  { preferredDate: '2026-11-25' }, // today (UTC)
  { preferredDate: '2026-12-27' }, // 32 days ahead
  { preferredDate: '2026-12-28' }, // 33 days ahead
  { preferredDate: '2026-02-30' },
  { preferredDate: 'tomorrow' },
  { message: 'short' },
  { message: '  ten chars!  ' },
  { message: 'm'.repeat(2000) },
  { message: 'm'.repeat(2001) },
  { message: 'line one\r\nline two\u0000' },
  { locale: 'de' },
  { website: 'http://spam.example' },
  { website: '' },
]

describe('consultation rules', () => {
  beforeAll(() =>
    jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'nextTick', 'queueMicrotask'] }),
  )
  afterAll(() => jest.useRealTimers())

  it("are judged alike by the function's schema and the CMS that stores the request", () => {
    for (const variant of VARIANTS) {
      const input = { ...valid, ...variant }
      const site = consultationSchema.safeParse(input)
      const theirs = validateRequest(input, NOW)
      const label = JSON.stringify(variant)
      expect({ label, accepted: 'request' in theirs }).toEqual({ label, accepted: site.success })
      if (site.success && 'request' in theirs) {
        const { website, ...fields } = site.data
        expect(theirs.request).toEqual({ ...fields, spam: !!website?.trim() })
      } else if (!site.success && 'fields' in theirs) {
        const fields = Object.fromEntries(site.error.issues.map((issue) => [issue.path[0], issue.message]))
        expect({ label, fields: Object.keys(theirs.fields) }).toEqual({ label, fields: Object.keys(fields) })
        // The form's fields show the same message on both sides (the language is not one of them).
        for (const [field, message] of Object.entries(theirs.fields))
          if (field !== 'locale') expect({ label, field, message }).toEqual({ label, field, message: fields[field] })
      }
    }
  })

  it('lead "Book a consultation" to the form', () => {
    expect(new URL(CONSULTATION_URL, 'https://site.example').hash).toBe(`#${CONSULTATION_ANCHOR}`)
  })

  it('refuse fields the form does not have, on both sides', () => {
    expect(consultationSchema.safeParse({ ...valid, status: 'answered' }).success).toBe(false)
    expect(validateRequest({ ...valid, status: 'answered' }, NOW)).toEqual({ fields: {}, refused: ['status'] })
  })

  it('offer the coming days from tomorrow without Fridays, all of which the server accepts', () => {
    const days = offeredDays('2026-11-25')
    expect(days[0]).toBe('2026-11-26')
    expect(days).not.toContain('2026-11-27')
    expect(days.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 5)).toBe(true)
    expect(days.length).toBeGreaterThanOrEqual(25)
    expect(days.every((day) => isAcceptedDay(day, NOW))).toBe(true)
    // A visitor already on the 26th (east of Greenwich) is offered the 27th onwards: still accepted.
    expect(offeredDays('2026-11-26').every((day) => isAcceptedDay(day, NOW))).toBe(true)
    expect(localDay(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31')
  })

  it('have every message and service name translated in both languages', () => {
    const keys = [
      ...Object.values(CONSULTATION_MESSAGES),
      ...SERVICE_KINDS.map((kind) => `consultation.services.${kind}`),
    ]
    for (const key of keys) {
      expect({ key, fa: isTranslated('fa', key), en: isTranslated('en', key) }).toEqual({ key, fa: true, en: true })
    }
    expect(Object.keys(serviceNames.en)).toEqual(SERVICE_KINDS)
    for (const kind of SERVICE_KINDS as (keyof typeof serviceNames.en)[]) {
      expect(fa[`consultation.services.${kind}` as keyof typeof fa]).toBe(serviceNames.fa[kind])
      expect(en[`consultation.services.${kind}` as keyof typeof en]).toBe(serviceNames.en[kind])
    }
  })
})
