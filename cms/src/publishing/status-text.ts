/**
 * What the admin panel says of the build status (the homepage widget and the edit view's panel),
 * from the PublishingStatus the CMS answers: messages of the admin's catalogue
 * (../admin/translations/), said in the editor's interface language by the panel. Plain TypeScript
 * without Node imports: the admin's bundle and the unit tests both use it. Times are formatted by
 * the caller, in the editors' time zone and the editor's language.
 */
import type { Message } from '../admin/translations/en'
import type { PublishingState, PublishingStatus } from './deploy-status'

export type StatusText = {
  /** One word for the badge. */
  label: Message
  tone: 'warning' | 'secondary' | 'success' | 'danger' | 'neutral'
  /** The sentence under it. */
  sentence: Message
  /** Secondary facts: what readers get meanwhile. */
  details: Message[]
}

const LABELS: Record<PublishingState, Pick<StatusText, 'label' | 'tone'>> = {
  queued: { label: { id: 'site-publishing.label.queued' }, tone: 'warning' },
  building: { label: { id: 'site-publishing.label.building' }, tone: 'secondary' },
  live: { label: { id: 'site-publishing.label.live' }, tone: 'success' },
  failed: { label: { id: 'site-publishing.label.failed' }, tone: 'danger' },
}

/** What the admin says of the document open in the edit view: a draft never published, or published with later edits. */
export type EntryState = 'draft' | 'published' | 'modified'

/**
 * The open document's own state beside the site's: the site shows only what is published, so
 * "up to date" must not be read as "my latest edits are live".
 */
export function entryNote(entry: EntryState | undefined): Message | null {
  if (entry === 'draft') return { id: 'site-publishing.entry.draft' }
  if (entry === 'modified') return { id: 'site-publishing.entry.modified' }
  return null
}

/** A reason as the CMS wrote it, without its closing full stop: the sentence around it has one. */
const clause = (reason: string) => reason.replace(/[.\s]+$/, '')

export function statusText(status: PublishingStatus, time: (iso: string) => string, entry?: EntryState): StatusText {
  const note = entryNote(entry)
  const text = siteStatusText(status, time, note !== null)
  return note ? { ...text, details: [note, ...text.details] } : text
}

/** Said whenever the build hook has not accepted changes: what failed and when the CMS tries again. */
function hookProblem(status: PublishingStatus, time: (iso: string) => string): Message | null {
  const retrying = status.delivery?.retrying
  if (!retrying) return null
  return {
    id: 'site-publishing.hook-problem',
    values: {
      pending: status.delivery!.pending,
      error: clause(retrying.lastError),
      next: retrying.nextAttemptAt ? time(retrying.nextAttemptAt) : 'none',
    },
  }
}

/**
 * An entry's title in a sentence of either language keeps its own direction: without the
 * isolation a Latin title such as a redirect's `/en/lab` reads «en/lab/» in a Persian sentence.
 */
const isolated = (title: string) => `\u2068${title}\u2069`

function siteStatusText(status: PublishingStatus, time: (iso: string) => string, unpublished: boolean): StatusText {
  const text = siteStateText(status, time, unpublished)
  const problem = hookProblem(status, time)
  return problem ? { ...text, details: [problem, ...text.details] } : text
}

function siteStateText(status: PublishingStatus, time: (iso: string) => string, unpublished: boolean): StatusText {
  const change = status.lastChange
  const what: Record<string, string> = change?.title
    ? { what: 'titled', title: isolated(change.title) }
    : { what: change ? 'untitled' : 'none' }
  const servedSince: Message = status.live
    ? { id: 'site-publishing.served-since', values: { at: time(status.live.at) } }
    : { id: 'site-publishing.nothing-live' }
  if (!status.reporting) {
    return {
      label: { id: 'site-publishing.label.not-reporting' },
      tone: 'neutral',
      sentence: change
        ? { id: 'site-publishing.not-reporting.change', values: { ...what, at: time(change.at) } }
        : { id: 'site-publishing.not-reporting' },
      details: [{ id: 'site-publishing.not-reporting.help' }],
    }
  }
  const base = LABELS[status.state]
  switch (status.state) {
    case 'queued':
      return {
        ...base,
        sentence: { id: 'site-publishing.queued', values: { ...what, at: time(change!.at) } },
        details: [
          ...(status.building
            ? [{ id: 'site-publishing.queued.building', values: { since: time(status.building.since) } } as const]
            : []),
          servedSince,
        ],
      }
    case 'building':
      return {
        ...base,
        sentence: { id: 'site-publishing.building', values: { ...what, since: time(status.building!.since) } },
        details: [servedSince],
      }
    case 'failed':
      return {
        ...base,
        sentence: {
          id: 'site-publishing.failed',
          values: { at: time(status.failure!.at), reason: clause(status.failure!.reason) },
        },
        details: [servedSince, { id: 'site-publishing.failed.help' }],
      }
    case 'live':
      return {
        ...base,
        // Beside an entry with unpublished edits, "up to date" is with what is published.
        sentence: {
          id: 'site-publishing.live',
          values: { published: unpublished ? 'yes' : 'no', at: status.live ? time(status.live.at) : 'none' },
        },
        details: change ? [{ id: 'site-publishing.last-change', values: { ...what, at: time(change.at) } }] : [],
      }
  }
}
