import { Flex, Link, Status, Typography } from '@strapi/design-system'
import type { PublishingView } from '../../publishing/deploy-status'
import { statusText, type EntryState } from '../../publishing/status-text'
import { editorTime } from '../../publishing/zoned-time'

/** The build status in words: a badge, a sentence, and what readers get meanwhile. */
export function PublishingSummary({ status, entry }: { status: PublishingView; entry?: EntryState }) {
  const text = statusText(status, (iso) => editorTime(iso, status.timeZone), entry)
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
          {text.label}
        </Typography>
      </Status>
      <Typography tag="p" variant="omega" role="status">
        {text.sentence}
      </Typography>
      {text.details.map((detail) => (
        <Typography key={detail} tag="p" variant="pi" textColor="neutral600">
          {detail}
        </Typography>
      ))}
      {status.state === 'live' && status.live?.url ? (
        <Link href={status.live.url} isExternal>
          Open the site
        </Link>
      ) : null}
    </Flex>
  )
}
