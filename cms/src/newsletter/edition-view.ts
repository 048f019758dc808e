/** What the edit view's Newsletter panel reads (GET /newsletter/editions, ./edition-routes.ts). */
import type { DeliveryState, EditionState } from './editions'

/** One edition of a post's language version as the panel shows it. */
export type EditionSummary = {
  documentId: string
  /** 1 for the first send of this language version, 2 for a second, … */
  number: number
  state: EditionState
  /** Subscribers it was queued to. */
  recipients: number
  /** Its deliveries by state: sent, skipped (unsubscribed since), bounced, failed, still to go. */
  progress: Record<DeliveryState, number>
  /** The mail server's last answer to a delivery that failed or is waiting to be tried again. */
  lastFailure: string | null
  requestedBy: string | null
  /** ISO, UTC. */
  requestedAt: string
  finishedAt: string | null
}

/** What the panel shows for one post in one language. */
export type EditionsView = {
  /** Whether this language version is published (only a published post is sent). */
  published: boolean
  /** Confirmed subscribers of this language: who a send now would go to. */
  subscribers: number
  /** Whether this admin may send it (their publish right on this post). */
  maySend: boolean
  /** The zone times are shown in (EDITOR_TIME_ZONE). */
  timeZone: string
  /** Newest first. */
  editions: EditionSummary[]
}
