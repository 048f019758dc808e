import { Widget } from '@strapi/strapi/admin'
import { PublishingSummary } from './PublishingSummary'
import { usePublishingStatus } from './usePublishingStatus'

/** The admin homepage's "Site publishing" widget. */
export function PublishingWidget() {
  const { status, error } = usePublishingStatus()
  if (status) return <PublishingSummary status={status} />
  if (error) return <Widget.Error>The CMS could not say how the site's build is going.</Widget.Error>
  return <Widget.Loading />
}
