import * as React from 'react'
import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import { Button, Flex, Modal, Typography } from '@strapi/design-system'
import type { EditionSummary, EditionsView } from '../../newsletter/edition-view'
import { languageName } from '../shared/language'
import { When } from '../site-publishing/ScheduledTime'
import { useEditions, type EditionPreview } from './useEditions'
import { Problem } from '../shared/Problem'

const POST = 'api::post.post'

/** "Persian subscribers", from the language's name without its code. */
const readersOf = (locale: string) => `${languageName(locale)} subscribers`

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`

/** How far one edition got, in a sentence and its numbers. */
function EditionState({ edition, zone }: { edition: EditionSummary; zone: string }) {
  const { progress } = edition
  const done = progress.sent + progress.skipped + progress.bounced + progress.failed
  const notes = [
    progress.skipped ? count(progress.skipped, 'unsubscribed since', 'unsubscribed since') : '',
    progress.bounced
      ? count(progress.bounced, 'address refused by its server', 'addresses refused by their servers')
      : '',
    progress.failed ? count(progress.failed, 'e-mail failed', 'e-mails failed') : '',
  ].filter(Boolean)
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-testid="newsletter-edition">
      <Typography variant="sigma" textColor="neutral600">
        {edition.number > 1 ? `Edition ${edition.number}: ` : ''}
        {edition.state === 'sent'
          ? `Sent to ${progress.sent.toLocaleString('en')} of ${edition.recipients.toLocaleString('en')}`
          : done === 0
            ? `Queued for ${count(edition.recipients, 'subscriber', 'subscribers')}`
            : `Sending: ${done.toLocaleString('en')} of ${edition.recipients.toLocaleString('en')}`}
      </Typography>
      <When iso={edition.finishedAt ?? edition.requestedAt} zone={zone} />
      {edition.requestedBy ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          Sent by {edition.requestedBy}
        </Typography>
      ) : null}
      {notes.length ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {notes.join('; ')}
        </Typography>
      ) : null}
      {edition.lastFailure && (progress.failed || progress.queued) ? (
        <Typography tag="p" variant="pi" textColor="danger600">
          The mail server said: {edition.lastFailure}
          {edition.state === 'sending' ? '. The CMS keeps trying.' : ''}
        </Typography>
      ) : null}
    </Flex>
  )
}

function Editions({
  view,
  locale,
  editions,
}: {
  view: EditionsView
  locale: string
  editions: ReturnType<typeof useEditions>
}) {
  const [confirming, setConfirming] = React.useState(false)
  const [preview, setPreview] = React.useState<EditionPreview>()
  const [tested, setTested] = React.useState<string>()
  const [latest] = view.editions
  const readers = readersOf(locale)
  const again = editions.problem?.code === 'already-sent' || !!latest
  const send = async () => {
    if (await editions.send(again)) setConfirming(false)
  }
  if (!view.published)
    return (
      <Typography variant="pi" textColor="neutral600">
        Publish this language&apos;s version to send it to its subscribers.
      </Typography>
    )
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="site-newsletter">
      {latest ? <EditionState edition={latest} zone={view.timeZone} /> : null}
      <Typography tag="p" variant="pi" textColor="neutral600">
        {count(view.subscribers, readers.replace('subscribers', 'subscriber'), readers)} confirmed now
      </Typography>
      <Flex gap={2} wrap="wrap">
        <Button
          variant="tertiary"
          size="S"
          disabled={editions.busy}
          onClick={async () => setPreview(await editions.preview())}
        >
          Preview the e-mail
        </Button>
        <Button
          variant="tertiary"
          size="S"
          disabled={editions.busy}
          onClick={async () => setTested(await editions.sendTest())}
        >
          Send a test to me
        </Button>
      </Flex>
      {tested ? (
        <Typography tag="p" variant="pi" textColor="success600" role="status">
          Test sent to {tested}
        </Typography>
      ) : null}
      {/* At the width a mail program gives it: the side panel is narrower than the e-mail. */}
      <Modal.Root open={!!preview} onOpenChange={(open) => (open ? undefined : setPreview(undefined))}>
        <Modal.Content style={{ maxWidth: 760, width: '90vw' }}>
          <Modal.Header closeLabel="Close the preview">
            <Modal.Title>{preview?.subject}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {/* The e-mail's own HTML: a frame in which nothing runs. */}
            <iframe
              title="The e-mail as subscribers get it"
              sandbox=""
              srcDoc={`<!doctype html><meta charset="utf-8">${preview?.html ?? ''}`}
              style={{
                width: '100%',
                height: '65vh',
                border: '1px solid #dcdce4',
                borderRadius: 4,
                background: '#fff',
              }}
            />
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">Close</Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
      {!view.maySend ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          Only editors who may publish this post can send it to subscribers.
        </Typography>
      ) : latest?.state === 'sending' ? null : confirming ? (
        <Flex direction="column" alignItems="stretch" gap={2} role="group" aria-label="Confirm sending">
          <Typography tag="p" variant="omega">
            {latest
              ? `This post was already sent (edition ${latest.number}). Send it again to ${count(view.subscribers, readers.replace('subscribers', 'subscriber'), readers)}?`
              : `Send this post to ${count(view.subscribers, readers.replace('subscribers', 'subscriber'), readers)}? It cannot be called back.`}
          </Typography>
          <Flex gap={2}>
            <Button
              size="S"
              variant={latest ? 'danger' : 'default'}
              loading={editions.busy}
              onClick={() => void send()}
            >
              {latest ? 'Send again' : 'Send now'}
            </Button>
            <Button size="S" variant="tertiary" disabled={editions.busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button
          variant="secondary"
          size="S"
          disabled={editions.busy || view.subscribers === 0}
          onClick={() => {
            editions.clearProblem()
            setConfirming(true)
          }}
        >
          {latest
            ? 'Send again…'
            : `Send to ${count(view.subscribers, readers.replace('subscribers', 'subscriber'), readers)}…`}
        </Button>
      )}
      <Problem text={editions.problem?.text} />
    </Flex>
  )
}

/**
 * Beside a post: send its published language version to that language's confirmed subscribers,
 * after a preview and a test to oneself (cms/src/newsletter/editions.ts sends it, each once).
 */
export const EditionPanel: PanelComponent = ({ model, document }) => {
  const id = document?.documentId as string | undefined
  const locale = document?.locale as string | undefined
  const editions = useEditions(model === POST && id && locale ? { documentId: id, locale } : null)
  if (model !== POST) return null
  return {
    title: 'Newsletter',
    content:
      !id || !locale ? (
        <Typography variant="pi" textColor="neutral600">
          Save and publish this language&apos;s version to send it to its subscribers.
        </Typography>
      ) : editions.view ? (
        <Editions view={editions.view} locale={locale} editions={editions} />
      ) : editions.problem ? (
        <Problem text={editions.problem.text} />
      ) : (
        <Typography variant="pi" textColor="neutral600">
          Asking the CMS…
        </Typography>
      ),
  }
}
EditionPanel.displayName = 'NewsletterEditionPanel'
