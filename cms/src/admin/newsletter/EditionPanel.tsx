import * as React from 'react'
import type { PanelComponent } from '@strapi/content-manager/strapi-admin'
import { Button, Flex, Modal, Typography } from '@strapi/design-system'
import type { EditionSummary, EditionsView } from '../../newsletter/edition-view'
import { When } from '../site-publishing/ScheduledTime'
import { useEditions, type EditionPreview } from './useEditions'
import { Problem } from '../shared/Problem'
import { useText, type Text } from '../translations/useText'

const POST = 'api::post.post'

/** "12 Persian subscribers". */
const subscribersOf = (text: Text, locale: string, count: number) =>
  text.t('site-newsletter.subscribers', { count, language: text.languageName(locale) })

/** How far one edition got, in a sentence and its numbers. */
function EditionState({ edition, zone }: { edition: EditionSummary; zone: string }) {
  const text = useText()
  const { t } = text
  const { progress } = edition
  const done = progress.sent + progress.skipped + progress.bounced + progress.failed
  const notes = [
    progress.skipped ? t('site-newsletter.edition.skipped', { count: progress.skipped }) : '',
    progress.bounced ? t('site-newsletter.edition.bounced', { count: progress.bounced }) : '',
    progress.failed ? t('site-newsletter.edition.failed', { count: progress.failed }) : '',
  ].filter(Boolean)
  const state =
    edition.state === 'sent'
      ? t('site-newsletter.edition.sent', { sent: progress.sent, recipients: edition.recipients })
      : done === 0
        ? t('site-newsletter.edition.queued', { recipients: edition.recipients })
        : t('site-newsletter.edition.sending', { done, recipients: edition.recipients })
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-testid="newsletter-edition">
      <Typography variant="sigma" textColor="neutral600">
        {edition.number > 1 ? t('site-newsletter.edition.numbered', { number: edition.number, state }) : state}
      </Typography>
      <When iso={edition.finishedAt ?? edition.requestedAt} zone={zone} />
      {edition.requestedBy ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {t('site-newsletter.edition.by', { name: edition.requestedBy })}
        </Typography>
      ) : null}
      {notes.length ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {text.list(notes)}
        </Typography>
      ) : null}
      {edition.lastFailure && (progress.failed || progress.queued) ? (
        <Typography tag="p" variant="pi" textColor="danger600">
          {t('site-newsletter.mail-server', {
            error: edition.lastFailure,
            retrying: edition.state === 'sending' ? 'yes' : 'no',
          })}
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
  const text = useText()
  const { t } = text
  const [confirming, setConfirming] = React.useState(false)
  const [preview, setPreview] = React.useState<EditionPreview>()
  const [tested, setTested] = React.useState<string>()
  const [latest] = view.editions
  const subscribers = subscribersOf(text, locale, view.subscribers)
  const again = editions.problem?.code === 'already-sent' || !!latest
  const send = async () => {
    if (!(await editions.send(again))) return
    setConfirming(false)
    // The test's line was about the draft of this send; what went out is said above now.
    setTested(undefined)
  }
  if (!view.published)
    return (
      <Typography variant="pi" textColor="neutral600">
        {t('site-newsletter.unpublished')}
      </Typography>
    )
  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="site-newsletter">
      {latest ? <EditionState edition={latest} zone={view.timeZone} /> : null}
      <Typography tag="p" variant="pi" textColor="neutral600">
        {t('site-newsletter.confirmed', { subscribers })}
      </Typography>
      {/* One button a line, as wide as the side column: a Persian label does not fit two a line. */}
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Button
          variant="tertiary"
          size="S"
          fullWidth
          disabled={editions.busy}
          onClick={async () => setPreview(await editions.preview())}
        >
          {t('site-newsletter.preview')}
        </Button>
        <Button
          variant="tertiary"
          size="S"
          fullWidth
          disabled={editions.busy}
          onClick={async () => setTested(await editions.sendTest())}
        >
          {t('site-newsletter.test')}
        </Button>
      </Flex>
      {tested ? (
        <Typography tag="p" variant="pi" textColor="success600" role="status">
          {t('site-newsletter.test-sent', { address: tested })}
        </Typography>
      ) : null}
      {/* At the width a mail program gives it: the side panel is narrower than the e-mail. */}
      <Modal.Root open={!!preview} onOpenChange={(open) => (open ? undefined : setPreview(undefined))}>
        <Modal.Content style={{ maxWidth: 760, width: '90vw' }}>
          <Modal.Header closeLabel={t('site-newsletter.preview.close')}>
            <Modal.Title>{preview?.subject}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {/* The e-mail's own HTML: a frame in which nothing runs. */}
            <iframe
              title={t('site-newsletter.preview.frame')}
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
              <Button variant="tertiary">{t('site-newsletter.close')}</Button>
            </Modal.Close>
          </Modal.Footer>
        </Modal.Content>
      </Modal.Root>
      {!view.maySend ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {t('site-newsletter.not-allowed')}
        </Typography>
      ) : latest?.state === 'sending' ? null : confirming ? (
        <Flex direction="column" alignItems="stretch" gap={2} role="group" aria-label={t('site-newsletter.confirm')}>
          <Typography tag="p" variant="omega">
            {latest
              ? t('site-newsletter.confirm.again', { number: latest.number, subscribers })
              : t('site-newsletter.confirm.first', { subscribers })}
          </Typography>
          <Flex gap={2}>
            <Button
              size="S"
              variant={latest ? 'danger' : 'default'}
              loading={editions.busy}
              onClick={() => void send()}
            >
              {latest ? t('site-newsletter.send-again.confirmed') : t('site-newsletter.send-now')}
            </Button>
            <Button size="S" variant="tertiary" disabled={editions.busy} onClick={() => setConfirming(false)}>
              {t('site-newsletter.cancel')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button
          variant="secondary"
          size="S"
          fullWidth
          disabled={editions.busy || view.subscribers === 0}
          onClick={() => {
            editions.clearProblem()
            setConfirming(true)
          }}
        >
          {latest ? t('site-newsletter.send-again') : t('site-newsletter.send', { subscribers })}
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
  const { t } = useText()
  if (model !== POST) return null
  return {
    title: t('site-newsletter.panel.title'),
    content:
      !id || !locale ? (
        <Typography variant="pi" textColor="neutral600">
          {t('site-newsletter.unsaved')}
        </Typography>
      ) : editions.view ? (
        <Editions view={editions.view} locale={locale} editions={editions} />
      ) : editions.problem ? (
        <Problem text={editions.problem.text} />
      ) : (
        <Typography variant="pi" textColor="neutral600">
          {t('site.asking')}
        </Typography>
      ),
  }
}
EditionPanel.displayName = 'NewsletterEditionPanel'
