import {
  clockText,
  clockTime,
  dayOfSolarHijri,
  dayOfText,
  dayText,
  editorDay,
  editorTime,
  instantOf,
  isTimeZone,
  solarHijriDay,
  wallTimeIn,
  zoneOffsetMs,
} from './zoned-time'

describe('wall times in the editors’ time zone', () => {
  it('reads Tehran time as UTC+03:30 (no summer time since 2022)', () => {
    expect(instantOf('Asia/Tehran', '2026-12-07T09:00')?.toISOString()).toBe('2026-12-07T05:30:00.000Z')
    expect(instantOf('Asia/Tehran', '2027-06-07T09:00')?.toISOString()).toBe('2027-06-07T05:30:00.000Z')
    expect(wallTimeIn('Asia/Tehran', new Date('2026-12-07T05:30:00Z'))).toBe('2026-12-07T09:00')
    expect(zoneOffsetMs('Asia/Tehran', Date.parse('2026-12-07T05:30:00.123Z'))).toBe(3.5 * 3600_000)
  })

  it('crosses midnight and the year', () => {
    expect(instantOf('Asia/Tehran', '2027-01-01T02:00')?.toISOString()).toBe('2026-12-31T22:30:00.000Z')
    expect(wallTimeIn('Asia/Tehran', new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T02:00')
  })

  it('gives the first showing of a time a clock shows twice, and the pre-change reading of one it skips', () => {
    expect(instantOf('Europe/Berlin', '2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z')
    expect(instantOf('Europe/Berlin', '2026-03-29T02:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z')
    expect(instantOf('America/New_York', '2026-07-04T12:00')?.toISOString()).toBe('2026-07-04T16:00:00.000Z')
  })

  it('round-trips quarter hours spread over a year in zones with and without summer time', () => {
    for (const zone of ['Asia/Tehran', 'Europe/London', 'Australia/Adelaide', 'UTC']) {
      for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 15 * 60_000 * 97) {
        const wall = wallTimeIn(zone, new Date(t))
        const back = instantOf(zone, wall)!
        expect(wallTimeIn(zone, back)).toBe(wall)
      }
    }
  })

  it('refuses what is not a wall time or a zone', () => {
    for (const wall of [
      '',
      '2026-02-30T09:00',
      '2026-12-07 09:00',
      '2026-12-07T24:00',
      '2026-12-07T09:60',
      '2026-12-07T09:00:00',
    ])
      expect(instantOf('Asia/Tehran', wall)).toBeNull()
    expect(isTimeZone('Asia/Tehran')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})

describe('a time as the admin panel shows it', () => {
  const now = new Date('2026-11-29T20:00:00Z') // 23:30 in Tehran
  it('is on the editors’ clock, 24-hour, the zone named, with the day unless it is today there', () => {
    expect(editorTime('2026-11-29T13:40:20Z', 'Asia/Tehran', 'en', now)).toBe('17:10:20 (Iran Standard Time)')
    // 21:00 UTC is already the next day in Tehran.
    expect(editorTime('2026-11-29T21:00:00Z', 'Asia/Tehran', 'en', now)).toBe('30 Nov 2026, 00:30 (Iran Standard Time)')
    expect(editorTime('2026-11-28T13:40:20Z', 'Europe/Berlin', 'en', now)).toBe(
      '28 Nov 2026, 14:40 (Central European Standard Time)',
    )
  })
  it('is in Persian for an editor who works in Persian: Solar Hijri, Persian digits, the zone named in Persian', () => {
    expect(editorTime('2026-11-29T13:40:20Z', 'Asia/Tehran', 'fa', now)).toBe('۱۷:۱۰:۲۰ (وقت عادی ایران)')
    expect(editorTime('2026-11-29T21:00:00Z', 'Asia/Tehran', 'fa', now)).toBe('۹ آذر ۱۴۰۵، ۰۰:۳۰ (وقت عادی ایران)')
  })
})

describe('a time of day as an editor types it', () => {
  it('reads a 24-hour time, in Latin or Persian digits, with or without its colon', () => {
    expect(clockTime('17:30')).toBe('17:30')
    expect(clockTime('9:05')).toBe('09:05')
    expect(clockTime(' 0930 ')).toBe('09:30')
    expect(clockTime('۱۷:۳۰')).toBe('17:30')
    expect(clockTime('٠٠:٠٠')).toBe('00:00')
    expect(clockTime('23:59')).toBe('23:59')
  })
  it('refuses what is not a time of day', () => {
    for (const text of ['', '24:00', '12:60', '5 PM', '17', '17:3', 'ab:cd', '1:2:3'])
      expect(clockTime(text)).toBeNull()
  })
})

describe('a Solar Hijri day as a Persian editor types it', () => {
  it('is the Gregorian day it is, in Latin or Persian digits, with any of / - . between', () => {
    expect(dayOfSolarHijri('1405/09/10')).toBe('2026-12-01')
    expect(dayOfSolarHijri('۱۴۰۵/۱۰/۱۵')).toBe('2027-01-05')
    expect(dayOfSolarHijri('1405-1-1')).toBe('2026-03-21')
    expect(dayOfSolarHijri('1404.12.29')).toBe('2026-03-20')
    expect(dayOfSolarHijri('1403/12/30')).toBe('2025-03-20')
  })
  it('refuses what is no day of that calendar', () => {
    for (const text of [
      '',
      '1405/13/01',
      '1405/07/31',
      '1404/12/30',
      '1405/00/10',
      '10/09/1405',
      '1405/9',
      '2026/12/01',
      '1299/12/29',
    ])
      expect(dayOfSolarHijri(text)).toBeNull()
  })
  it('writes a Gregorian day in Persian, and reads it back', () => {
    expect(solarHijriDay('2026-12-01')).toBe('۱۴۰۵/۰۹/۱۰')
    expect(dayOfSolarHijri(solarHijriDay('2027-03-20'))).toBe('2027-03-20')
  })
})

describe("the edit view's day and time fields as an editor reads and writes them", () => {
  it('reads an empty day as no day, a Persian one in the Solar Hijri calendar, an English one as the date input gives it', () => {
    expect(dayOfText('  ', true)).toBe('')
    expect(dayOfText('', false)).toBe('')
    expect(dayOfText('۱۴۰۵/۰۹/۱۰', true)).toBe('2026-12-01')
    expect(dayOfText('2026-12-01', false)).toBe('2026-12-01')
  })
  it('refuses what is no day in the calendar of the language', () => {
    expect(dayOfText('1404/12/30', true)).toBeNull()
    expect(dayOfText('2026-12-01', true)).toBeNull()
    expect(dayOfText('1405/09/10', false)).toBeNull()
  })
  it('writes a stored day and time back the way they are read, Persian in its digits', () => {
    expect(dayText('2026-12-01', true)).toBe('۱۴۰۵/۰۹/۱۰')
    expect(dayText('2026-12-01', false)).toBe('2026-12-01')
    expect(clockText('09:05', true)).toBe('۰۹:۰۵')
    expect(clockText('17:30', false)).toBe('17:30')
    for (const day of ['2026-12-01', '2027-03-20', '2025-03-20']) expect(dayOfText(dayText(day, true), true)).toBe(day)
    expect(clockTime(clockText('23:59', true))).toBe('23:59')
  })
})

describe('editorDay', () => {
  it('writes a day with its weekday first, in the interface language and calendar', () => {
    expect(editorDay('2026-12-07', 'en')).toBe('Mon 7 Dec 2026')
    expect(editorDay('2026-12-07', 'fa')).toBe('دوشنبه ۱۶ آذر ۱۴۰۵')
    // A stored date-and-time's day part is the day.
    expect(editorDay('2026-03-21T00:00:00.000Z', 'fa')).toBe('شنبه ۱ فروردین ۱۴۰۵')
  })
})
