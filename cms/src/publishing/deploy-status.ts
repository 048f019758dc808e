/**
 * Where an editor's change is: waiting for a build, being built, live, or stopped by a failed
 * build. The CMS knows when content changed (its own publish, unpublish, delete and media events,
 * the ones that call the build hook); the site's builds tell it the rest through deploy
 * notifications (Netlify's in production, `npm start`'s own locally, same shape and signature).
 * Every time compared here is taken on the CMS's clock, when the CMS saw the event, so a build
 * host's clock never decides whether a change is in a build. Decisions: docs/decisions/0013-build-status-in-the-cms.md.
 */
import { z } from 'zod'
import type { Delivery } from './outbox'

/** The fields of a Netlify deploy (the notification body) this uses; Netlify sends many more. */
export const deployNotificationSchema = z.object({
  id: z.string().min(1).max(200),
  state: z.string().min(1).max(40),
  /** production, deploy-preview, branch-deploy…: only production deploys are the site readers get. */
  context: z.string().max(40).nullish(),
  error_message: z.string().max(4000).nullish(),
  published_at: z.string().max(40).nullish(),
  ssl_url: z.string().max(2000).nullish(),
  url: z.string().max(2000).nullish(),
})
export type DeployNotification = z.infer<typeof deployNotificationSchema>

/** What the CMS remembers of the builds (one record, shared by every CMS instance through the database). */
export type DeployRecord = {
  /** The last build the CMS heard start, and when; changes before that time are in it. */
  started: { id: string; at: string } | null
  running: boolean
  /** The build readers are served. */
  live: { id: string; at: string; url: string | null } | null
  /** The last build that failed, until a later one goes live. */
  failure: { id: string; at: string; reason: string } | null
}

export type ContentChange = { at: string; event: string; model: string; title: string | null }

export type PublishingState = 'queued' | 'building' | 'live' | 'failed'

export type PublishingStatus = {
  /** queued: the last change waits for a build; building; live: every change is served; failed. */
  state: PublishingState
  lastChange: ContentChange | null
  building: { since: string } | null
  live: { at: string; url: string | null } | null
  failure: { at: string; reason: string } | null
  /** False until a build has ever reported: the widget then says the notifications are missing. */
  reporting: boolean
  /** The changes owed to the build hook (null without a build hook). */
  delivery: Delivery | null
}

/** The status as the admin panel reads it, with the editors' time zone its times are shown in. */
export type PublishingView = PublishingStatus & { timeZone: string }

export const EMPTY_DEPLOY_RECORD: DeployRecord = { started: null, running: false, live: null, failure: null }

const LIVE_STATES = new Set(['ready'])
const FAILED_STATES = new Set(['error', 'rejected'])

export const NO_REASON = 'the build failed without saying why (see the build log)'

/** The record after a deploy notification received at `receivedAt`. */
export function applyDeployNotification(
  record: DeployRecord,
  deploy: DeployNotification,
  receivedAt: Date,
): DeployRecord {
  const at = receivedAt.toISOString()
  const finished = LIVE_STATES.has(deploy.state) || FAILED_STATES.has(deploy.state)
  if (!finished) return { ...record, started: { id: deploy.id, at }, running: true }
  let { started, running } = record
  if (started?.id === deploy.id) running = false
  // An outcome whose start was never heard (only the "succeeded" notification set up) is of a
  // build that started no later than now. One of an older build while a newer runs changes neither.
  else if (!running) started = { id: deploy.id, at }
  if (LIVE_STATES.has(deploy.state)) {
    return {
      started,
      running,
      live: { id: deploy.id, at: deploy.published_at ?? at, url: deploy.ssl_url ?? deploy.url ?? null },
      failure: null,
    }
  }
  return {
    started,
    running,
    live: record.live,
    failure: { id: deploy.id, at, reason: deploy.error_message?.trim() || NO_REASON },
  }
}

export function describePublishing(
  record: DeployRecord,
  lastChange: ContentChange | null,
  delivery: Delivery | null = null,
): PublishingStatus {
  const waiting = lastChange !== null && (record.started === null || lastChange.at > record.started.at)
  const failedLast = record.failure !== null && record.failure.id === record.started?.id && !record.running
  const state: PublishingState = waiting ? 'queued' : record.running ? 'building' : failedLast ? 'failed' : 'live'
  return {
    state,
    lastChange,
    building: record.running && record.started ? { since: record.started.at } : null,
    live: record.live ? { at: record.live.at, url: record.live.url } : null,
    failure: record.failure ? { at: record.failure.at, reason: record.failure.reason } : null,
    reporting: record.started !== null || record.live !== null || record.failure !== null,
    delivery,
  }
}
