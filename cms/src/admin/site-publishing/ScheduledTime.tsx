import { Typography } from '@strapi/design-system'
import { zoneName, zoneOffsetMs } from '../../publishing/zoned-time'
import { useText } from '../translations/useText'

/**
 * A time as an editor reads it, in their interface language: on the editors' clock with its zone
 * named, its weekday and date in full (Solar Hijri with Persian digits in Persian); and on the
 * browser's own clock when that differs.
 */
export function When({ iso, zone }: { iso: string; zone: string }) {
  const { language, t } = useText()
  const date = new Date(iso)
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const english = (timeZone: string) =>
    date.toLocaleString('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23' })
  // Built from parts: ICU's full Persian pattern puts the weekday last ("۱۴۰۵ آذر ۱۶, دوشنبه").
  const persian = (timeZone: string) => {
    const part = Object.fromEntries(
      new Intl.DateTimeFormat('fa-IR', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(date)
        .map(({ type, value }) => [type, value]),
    )
    return `${part.weekday} ${part.day} ${part.month} ${part.year}، ساعت ${part.hour}:${part.minute}`
  }
  const inZone = language === 'fa' ? persian : english
  return (
    <>
      <Typography tag="p" variant="omega" fontWeight="semiBold">
        {inZone(zone)} ({zoneName(zone, language)})
      </Typography>
      {zoneOffsetMs(browserZone, date.getTime()) !== zoneOffsetMs(zone, date.getTime()) ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {t('site-schedule.browser-clock', { time: inZone(browserZone) })}
        </Typography>
      ) : null}
    </>
  )
}
