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
