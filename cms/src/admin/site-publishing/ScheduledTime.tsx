import { Typography } from '@strapi/design-system'
import { zoneName, zoneOffsetMs } from '../../publishing/zoned-time'

/**
 * A time as the editors read it: in their zone in English, and in Persian (its calendar and
 * digits) for the Persian-speaking editors Strapi's admin has no interface language for; and on
 * the browser's own clock when that differs.
 */
export function When({ iso, zone }: { iso: string; zone: string }) {
  const date = new Date(iso)
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const format = (language: string, timeZone: string) =>
    date.toLocaleString(language, { timeZone, dateStyle: 'full', timeStyle: 'short' })
  // Built from parts: ICU's full Persian pattern puts the weekday last ("۱۴۰۵ آذر ۱۶, دوشنبه").
  const persian = Object.fromEntries(
    new Intl.DateTimeFormat('fa-IR', {
      timeZone: zone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  )
  return (
    <>
      <Typography tag="p" variant="omega" fontWeight="semiBold">
        {format('en-GB', zone)} ({zoneName(zone, 'en')})
      </Typography>
      <Typography tag="p" variant="omega" dir="rtl" lang="fa" style={{ alignSelf: 'stretch' }}>
        {`${persian.weekday} ${persian.day} ${persian.month} ${persian.year}، ساعت ${persian.hour}:${persian.minute}`} (
        {zoneName(zone, 'fa')})
      </Typography>
      {zoneOffsetMs(browserZone, date.getTime()) !== zoneOffsetMs(zone, date.getTime()) ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          On this computer&apos;s clock: {format('en-GB', browserZone)}
        </Typography>
      ) : null}
    </>
  )
}
