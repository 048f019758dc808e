import { Flex, Link, Status, Typography } from '@strapi/design-system'
import type { PublishingView } from '../../publishing/deploy-status'
import { statusText, type EntryState } from '../../publishing/status-text'
import { editorTime } from '../../publishing/zoned-time'
import { useText } from '../translations/useText'

/** The build status in words: a badge, a sentence, and what readers get meanwhile. */
export function PublishingSummary({ status, entry }: { status: PublishingView; entry?: EntryState }) {
  const { language, say, t } = useText()
  const text = statusText(status, (iso) => editorTime(iso, status.timeZone, language), entry)
  return (
    <Flex
      direction="column"
      alignItems="flex-start"
      gap={2}
      data-testid="site-publishing"
      data-state={status.reporting ? status.state : 'not-reporting'}
    >
      <Status variant={text.tone} size="S">
        <Typography tag="span" variant="omega" fontWeight="bold">
          {say(text.label)}
        </Typography>
      </Status>
      <Typography tag="p" variant="omega" role="status">
        {say(text.sentence)}
      </Typography>
      {text.details.map((detail) => (
        <Typography key={detail.id} tag="p" variant="pi" textColor="neutral600">
          {say(detail)}
        </Typography>
      ))}
      {status.state === 'live' && status.live?.url ? (
        <Link href={status.live.url} isExternal>
          {t('site-publishing.open-site')}
        </Link>
      ) : null}
    </Flex>
  )
}
