import { Widget } from '@strapi/strapi/admin'
import { PublishingSummary } from './PublishingSummary'
import { usePublishingStatus } from './usePublishingStatus'
import { useText } from '../translations/useText'

/** The admin homepage's "Site publishing" widget. */
export function PublishingWidget() {
  const { status, error } = usePublishingStatus()
  const { t } = useText()
  if (status) return <PublishingSummary status={status} />
  if (error) return <Widget.Error>{t('site-publishing.unknown')}</Widget.Error>
  return <Widget.Loading />
}
