/** What the edit view's Schedule panel reads (GET /site-schedule, ./schedule.ts). */
export type ScheduledActionKind = 'publish' | 'unpublish'

/** One scheduled action as the panel shows it. */
export type ScheduledAction = {
  id: number
  action: ScheduledActionKind
  /** When it is to be carried out (ISO, UTC). */
  runAt: string
  /** The admin who set it, by name. */
  scheduledBy: string | null
  /** Tries so far: more than one means it failed before (lastError says why). */
  attempts: number
  doneAt: string | null
  lastError: string | null
}

/** What the Schedule panel shows for one entry in one language. */
export type ScheduleView = {
  /** The zone times are shown and typed in (EDITOR_TIME_ZONE). */
  timeZone: string
  /** Times not yet carried out, one per action at most; a failed one has its last error. */
  pending: ScheduledAction[]
  /** The newest action carried out in the last week, if any. */
  done: ScheduledAction | null
  /** What this admin may schedule here (their publish and unpublish rights). */
  may: Record<ScheduledActionKind, boolean>
}

/** A time not yet carried out, as the admin homepage's "Scheduled" widget lists it. */
export type UpcomingAction = ScheduledAction & {
  model: string
  documentId: string
  locale: string | null
  /** The entry's title (or name), or its content type's name. */
  title: string
  /** Where its edit view is: collection types and single types live under different paths. */
  kind: 'collectionType' | 'singleType'
}

/** GET /site-schedule/upcoming: the next times across the site's content this admin may read. */
export type UpcomingView = { timeZone: string; upcoming: UpcomingAction[] }
