/**
 * The words of the build status in the admin panel (the homepage widget and the edit view's
 * panel), from the PublishingStatus the CMS answers. Plain TypeScript without Node imports: the
 * admin's bundle and the unit tests both use it. Times are formatted by the caller, in the
 * editor's own time zone.
 */
import type { PublishingState, PublishingStatus } from './deploy-status'

export type StatusText = {
  /** One word for the badge. */
  label: string
  tone: 'warning' | 'secondary' | 'success' | 'danger' | 'neutral'
  /** The sentence under it. */
  sentence: string
  /** Secondary facts: what readers get meanwhile. */
  details: string[]
}

const LABELS: Record<PublishingState, Pick<StatusText, 'label' | 'tone'>> = {
  queued: { label: 'Queued', tone: 'warning' },
  building: { label: 'Building', tone: 'secondary' },
  live: { label: 'Live', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
}

/** What the admin says of the document open in the edit view: a draft never published, or published with later edits. */
export type EntryState = 'draft' | 'published' | 'modified'

/**
 * The open document's own state beside the site's: the site shows only what is published, so
 * "up to date" must not be read as "my latest edits are live".
 */
export function entryNote(entry: EntryState | undefined): string | null {
  if (entry === 'draft')
    return 'This entry is not published: the site does not show it. Publish it to send it to the site.'
  if (entry === 'modified')
    return 'Your latest edits are a draft, not on the site: the site shows the published version. Publish to send them.'
  return null
}

export function statusText(status: PublishingStatus, time: (iso: string) => string, entry?: EntryState): StatusText {
  const text = siteStatusText(status, time)
  const note = entryNote(entry)
  if (!note) return text
  return {
    ...text,
    sentence:
      text.label === 'Live'
        ? text.sentence.replace('The site is up to date', 'The site is up to date with what is published')
        : text.sentence,
    details: [note, ...text.details],
  }
}

/** Said whenever the build hook has not accepted changes: what failed and when the CMS tries again. */
function hookProblem(status: PublishingStatus, time: (iso: string) => string): string | null {
  const retrying = status.delivery?.retrying
  if (!retrying) return null
  const changes = status.delivery!.pending === 1 ? 'one change' : `${status.delivery!.pending} changes`
  const next = retrying.nextAttemptAt ? ` at ${time(retrying.nextAttemptAt)}` : ''
  return `The build hook has not accepted ${changes} yet (${retrying.lastError.replace(/[.\s]+$/, '')}); the CMS tries again${next}, and no change is lost meanwhile.`
}

function siteStatusText(status: PublishingStatus, time: (iso: string) => string): StatusText {
  const text = siteStateText(status, time)
  const problem = hookProblem(status, time)
  return problem ? { ...text, details: [problem, ...text.details] } : text
}

function siteStateText(status: PublishingStatus, time: (iso: string) => string): StatusText {
  const change = status.lastChange
  const what = change ? (change.title ? `“${change.title}”` : 'your change') : ''
  const servedSince = status.live
    ? `Readers get the build that went live at ${time(status.live.at)}.`
    : 'No build of the site has gone live yet.'
  if (!status.reporting) {
    return {
      label: 'Not reporting',
      tone: 'neutral',
      sentence: change
        ? `The site's builds have not reported to the CMS, so it cannot tell whether ${what} (${time(change.at)}) is live yet.`
        : "The site's builds have not reported to the CMS yet.",
      details: ['Deploy notifications tell the CMS about builds: see docs/deploy.md.'],
    }
  }
  const base = LABELS[status.state]
  switch (status.state) {
    case 'queued':
      return {
        ...base,
        sentence: `${capital(what)} (${time(change!.at)}) waits for the next build of the site.`,
        details: [
          status.building ? `A build started at ${time(status.building.since)} is still running.` : '',
          servedSince,
        ].filter(Boolean),
      }
    case 'building':
      return {
        ...base,
        sentence: `The site is being built with ${what || 'the latest content'} since ${time(status.building!.since)}.`,
        details: [servedSince],
      }
    case 'failed':
      return {
        ...base,
        sentence: `The last build failed at ${time(status.failure!.at)}: ${status.failure!.reason.replace(/[.\s]+$/, '')}.`,
        details: [servedSince, 'Publish again once the cause is fixed, or ask whoever runs the site.'],
      }
    case 'live':
      return {
        ...base,
        sentence: status.live
          ? `The site is up to date: live since ${time(status.live.at)}.`
          : 'The site is up to date.',
        details: change
          ? [change.title ? `Last change: ${what} at ${time(change.at)}.` : `Last change at ${time(change.at)}.`]
          : [],
      }
  }
}

const capital = (text: string) => (text.startsWith('your') ? `Y${text.slice(1)}` : text)
