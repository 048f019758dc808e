import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import { Typography } from '@strapi/design-system'
import { isSiteContentUid } from '../../site-content'
import type { EntryState } from '../../publishing/status-text'
import { PublishingSummary } from './PublishingSummary'
import { usePublishingStatus } from './usePublishingStatus'
import { useText } from '../translations/useText'

/**
 * The same status in the edit view of the site's content, beside the Publish button: the editor
 * sees their change queued, built and live without leaving the document.
 */
export const PublishingPanel: PanelComponent = ({ model, document }) => {
  const { status, error } = usePublishingStatus()
  const { t } = useText()
  if (!isSiteContentUid(model)) return null
  return {
    title: t('site-publishing.panel.title'),
    content: status ? (
      <PublishingSummary status={status} entry={document?.status as EntryState | undefined} />
    ) : (
      <Typography variant="pi" textColor="neutral600">
        {error ? t('site-publishing.unknown') : t('site.asking')}
      </Typography>
    ),
  }
}
PublishingPanel.displayName = 'SitePublishingPanel'
