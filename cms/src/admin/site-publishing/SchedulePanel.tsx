import * as React from 'react'
import { buildValidParams, unstable_useDocument, type PanelComponent } from '@strapi/content-manager/strapi-admin'
import { useQueryParams } from '@strapi/strapi/admin'
import { Button, Flex, Typography } from '@strapi/design-system'
import { isSiteContentUid } from '../../site-content'
import type { ScheduleView, ScheduledAction, ScheduledActionKind } from '../../publishing/schedule-view'
import { clockText, clockTime, dayOfText, instantOf, wallTimeIn } from '../../publishing/zoned-time'
import { useSchedule } from './useSchedule'
import { When } from './ScheduledTime'
import { ClockField, DayField } from '../editor-clock/ClockFields'
import { Problem } from '../shared/Problem'
import { useText } from '../translations/useText'

function PendingAction({
  action,
  zone,
  onRemove,
  busy,
  may,
  problem,
  focus,
  focused,
}: {
  action: ScheduledAction
  zone: string
  onRemove: () => void
  busy: boolean
  may: boolean
  problem?: string
  /** Just set: the keyboard's focus goes to it (the form it was set in is gone). */
  focus: boolean
  focused: () => void
}) {
  const { t } = useText()
  const heading = React.useRef<HTMLElement>(null)
  React.useEffect(() => {
    if (!focus || !heading.current) return
    heading.current.focus()
    focused()
  }, [focus, focused])
  return (
    <Flex direction="column" alignItems="flex-start" gap={1} data-testid={`scheduled-${action.action}`}>
      <Typography ref={heading} tabIndex={-1} variant="sigma" textColor="neutral600">
        {t(`site-schedule.${action.action}.pending`)}
      </Typography>
      <When iso={action.runAt} zone={zone} />
      {action.scheduledBy ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {t('site-schedule.set-by', { name: action.scheduledBy })}
        </Typography>
      ) : null}
      {action.lastError ? (
        <Typography tag="p" variant="pi" textColor="danger600" role="alert">
          {t('site-schedule.not-done', { attempts: action.attempts, error: action.lastError })}
        </Typography>
      ) : null}
      {may ? (
        <Button variant="danger-light" size="S" onClick={onRemove} disabled={busy}>
          {t('site-schedule.remove')}
        </Button>
      ) : null}
      <Problem text={problem} />
    </Flex>
  )
}

function NewAction({
  kind,
  zone,
  busy,
  onSet,
  onEdit,
  problem,
  focus,
  focused,
}: {
  kind: ScheduledActionKind
  zone: string
  busy: boolean
  onSet: (at: Date) => Promise<boolean>
  /** The editor changed the time: an earlier refusal no longer applies. */
  onEdit: () => void
  problem?: string
  /** Just removed: the keyboard's focus goes to the date (the button it was removed with is gone). */
  focus: boolean
  focused: () => void
}) {
  const { t, language } = useText()
  const [dayTyped, setDayTyped] = React.useState('')
  const [partial, setPartial] = React.useState(false)
  const day = partial ? null : dayOfText(dayTyped, language === 'fa')
  const [time, setTime] = React.useState(() => clockText('09:00', language === 'fa'))
  const dayInput = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    if (!focus || !dayInput.current) return
    dayInput.current.focus()
    focused()
  }, [focus, focused])
  const hour = clockTime(time)
  const at = day && hour ? instantOf(zone, `${day}T${hour}`) : null
  const today = wallTimeIn(zone, new Date()).slice(0, 10)
  const id = `schedule-${kind}`
  const submit = async () => {
    if (at && (await onSet(at))) setDayTyped('')
  }
  // Enter sets this time instead of submitting the edit view's form (saving the draft).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void submit()
  }
  // A date and a time rather than one datetime-local: the side panel is too narrow for the
  // combined control, and phones offer a picker for each.
  return (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%">
      <DayField
        ref={dayInput}
        id={`${id}-day`}
        label={t(`site-schedule.${kind}.label`)}
        text={dayTyped}
        today={today}
        future
        error={day && hour && !at ? t('editor-clock.not-a-date') : undefined}
        partial={partial}
        onText={(text, partialDay) => {
          setDayTyped(text)
          setPartial(partialDay)
          onEdit()
        }}
        onKeyDown={onKeyDown}
      />
      <ClockField
        id={`${id}-time`}
        label={t('editor-clock.time')}
        text={time}
        zone={zone}
        error={time.trim() ? undefined : t('editor-clock.not-a-time')}
        onText={(text) => {
          setTime(text)
          onEdit()
        }}
        onKeyDown={onKeyDown}
      />
      {at ? <When iso={at.toISOString()} zone={zone} /> : null}
      <Button
        variant="secondary"
        size="S"
        disabled={!at || busy}
        loading={busy}
        // Not a form of its own: the edit view around the panel is one, and forms do not nest.
        onClick={() => void submit()}
      >
        {t(`site-schedule.${kind}.set`)}
      </Button>
      <Problem text={problem} />
    </Flex>
  )
}

function Schedule({
  view,
  busy,
  set,
  remove,
  problem,
  clearProblem,
}: { view: ScheduleView } & Pick<
  ReturnType<typeof useSchedule>,
  'busy' | 'set' | 'remove' | 'problem' | 'clearProblem'
>) {
  const { t } = useText()
  const kinds: ScheduledActionKind[] = ['publish', 'unpublish']
  const done = view.done
  // Which control takes the focus after a time is set or removed (the one pressed is gone).
  // Once, by the control meant: it calls `focused` when it has taken it, so that a later remount
  // (the time carried out while the editor types elsewhere) does not take the focus again.
  const [focus, setFocus] = React.useState<{ kind: ScheduledActionKind; to: 'pending' | 'new' }>()
  const focused = React.useCallback(() => setFocus(undefined), [])
  return (
    <Flex direction="column" alignItems="stretch" gap={4} data-testid="site-schedule">
      {kinds.map((kind) => {
        const pending = view.pending.find((action) => action.action === kind)
        const about = problem?.about === kind ? problem.text : undefined
        if (pending)
          return (
            <PendingAction
              key={kind}
              action={pending}
              zone={view.timeZone}
              busy={busy}
              may={view.may[kind]}
              problem={about}
              focus={focus?.kind === kind && focus.to === 'pending'}
              focused={focused}
              onRemove={async () => {
                if (await remove(kind, pending.id)) setFocus({ kind, to: 'new' })
              }}
            />
          )
        return view.may[kind] ? (
          <NewAction
            key={kind}
            kind={kind}
            zone={view.timeZone}
            busy={busy}
            problem={about}
            focus={focus?.kind === kind && focus.to === 'new'}
            focused={focused}
            onEdit={() => problem && clearProblem()}
            onSet={async (at) => {
              const accepted = await set(kind, at)
              if (accepted) setFocus({ kind, to: 'pending' })
              return accepted
            }}
          />
        ) : null
      })}
      {!view.may.publish && !view.may.unpublish && !view.pending.length ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {t('site-schedule.not-allowed')}
        </Typography>
      ) : null}
      {done ? (
        <Flex direction="column" alignItems="flex-start" gap={1}>
          <Typography variant="sigma" textColor="neutral600">
            {done.lastError
              ? t('site-schedule.not-carried-out', { error: done.lastError })
              : t(`site-schedule.${done.action}.done`)}
          </Typography>
          <When iso={done.doneAt ?? done.runAt} zone={view.timeZone} />
        </Flex>
      ) : null}
    </Flex>
  )
}

/**
 * Beside every document of the site's content: set a time to publish or unpublish this language's
 * version, in the editors' time zone (cms/src/publishing/schedule.ts carries it out).
 */
export const SchedulePanel: PanelComponent = ({ model, collectionType, document, documentId }) => {
  // The language version on screen, once saved: a locale not yet written has no document.
  const id = document?.documentId as string | undefined
  const locale = document?.locale as string | undefined
  const schedulable = isSiteContentUid(model)
  // The edit view's own document query (same arguments, so the same cache entry): refetched when
  // a time is carried out while the view is open, so its status and Publish button catch up.
  const [{ query }] = useQueryParams()
  const params = React.useMemo(() => buildValidParams(query), [query])
  const { refetch } = unstable_useDocument({ documentId, model, collectionType, params }, { skip: !schedulable || !id })
  const schedule = useSchedule(schedulable && id ? { model, documentId: id, locale } : null, () => void refetch())
  const { t } = useText()
  if (!schedulable) return null
  return {
    title: t('site-schedule.panel.title'),
    content: !id ? (
      <Typography variant="pi" textColor="neutral600">
        {t('site-schedule.unsaved')}
      </Typography>
    ) : (
      <Flex direction="column" alignItems="stretch" gap={2}>
        {schedule.view ? (
          <Schedule
            view={schedule.view}
            busy={schedule.busy}
            set={schedule.set}
            remove={schedule.remove}
            problem={schedule.problem}
            clearProblem={schedule.clearProblem}
          />
        ) : !schedule.problem ? (
          <Typography variant="pi" textColor="neutral600">
            {t('site.asking')}
          </Typography>
        ) : null}
        {schedule.problem && !schedule.problem.about ? <Problem text={schedule.problem.text} /> : null}
      </Flex>
    ),
  }
}
SchedulePanel.displayName = 'SitePublishingSchedulePanel'
