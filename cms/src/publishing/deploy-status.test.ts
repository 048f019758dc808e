import {
  EMPTY_DEPLOY_RECORD,
  NO_REASON,
  applyDeployNotification,
  describePublishing,
  type ContentChange,
  type DeployRecord,
} from './deploy-status'

const t = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, seconds))
const change = (seconds: number, title = 'Load testing 101'): ContentChange => ({
  at: t(seconds).toISOString(),
  event: 'entry.publish',
  model: 'api::post.post',
  title,
})
const apply = (record: DeployRecord, seconds: number, id: string, state: string, extra: Record<string, string> = {}) =>
  applyDeployNotification(record, { id, state, ...extra }, t(seconds))

describe('the publishing status an editor sees', () => {
  it('walks a publish through queued, building and live', () => {
    const published = change(1)
    expect(describePublishing(EMPTY_DEPLOY_RECORD, published)).toMatchObject({
      state: 'queued',
      reporting: false,
      lastChange: published,
    })
    const building = apply(EMPTY_DEPLOY_RECORD, 3, 'd1', 'building')
    expect(describePublishing(building, published)).toMatchObject({
      state: 'building',
      building: { since: t(3).toISOString() },
      reporting: true,
    })
    const live = apply(building, 30, 'd1', 'ready', {
      published_at: '2026-11-23T10:00:29.500Z',
      ssl_url: 'https://barsanj.example',
    })
    expect(describePublishing(live, published)).toEqual({
      state: 'live',
      lastChange: published,
      building: null,
      live: { at: '2026-11-23T10:00:29.500Z', url: 'https://barsanj.example' },
      failure: null,
      reporting: true,
      delivery: null,
    })
  })

  it('says a change made during a build waits for the next one, and is live only after it', () => {
    const building = apply(EMPTY_DEPLOY_RECORD, 3, 'd1', 'building')
    const during = change(10)
    expect(describePublishing(building, during).state).toBe('queued')
    const firstLive = apply(building, 30, 'd1', 'ready')
    expect(describePublishing(firstLive, during).state).toBe('queued')
    const second = apply(firstLive, 32, 'd2', 'building')
    expect(describePublishing(second, during).state).toBe('building')
    expect(describePublishing(apply(second, 60, 'd2', 'ready'), during).state).toBe('live')
  })

  it('keeps the last good build and says why a build failed, until a later one goes live', () => {
    const live = apply(apply(EMPTY_DEPLOY_RECORD, 3, 'd1', 'building'), 30, 'd1', 'ready')
    const failed = apply(apply(live, 40, 'd2', 'building'), 45, 'd2', 'error', {
      error_message: 'the CMS at https://cms.example does not answer',
    })
    expect(describePublishing(failed, change(35))).toMatchObject({
      state: 'failed',
      live: { at: t(30).toISOString() },
      failure: { at: t(45).toISOString(), reason: 'the CMS at https://cms.example does not answer' },
    })
    expect(
      describePublishing(apply(apply(EMPTY_DEPLOY_RECORD, 3, 'd1', 'building'), 4, 'd1', 'error'), null).failure
        ?.reason,
    ).toBe(NO_REASON)
    // The editor tries again: a new change is queued, then its build goes live and the failure is gone.
    expect(describePublishing(failed, change(50)).state).toBe('queued')
    const fixed = apply(apply(failed, 52, 'd3', 'building'), 80, 'd3', 'ready')
    expect(describePublishing(fixed, change(50))).toMatchObject({ state: 'live', failure: null })
  })

  it('counts an outcome whose start it never heard, and ignores an older build finishing while a newer runs', () => {
    const onlySucceeded = apply(EMPTY_DEPLOY_RECORD, 30, 'd1', 'ready')
    expect(describePublishing(onlySucceeded, change(10)).state).toBe('live')
    const newer = apply(apply(EMPTY_DEPLOY_RECORD, 3, 'd1', 'building'), 20, 'd2', 'building')
    const olderDone = apply(newer, 25, 'd1', 'ready')
    expect(describePublishing(olderDone, change(10))).toMatchObject({
      state: 'building',
      building: { since: t(20).toISOString() },
    })
  })

  it('treats every state of a running deploy as building', () => {
    for (const state of ['new', 'enqueued', 'building', 'uploading', 'processing']) {
      expect(describePublishing(apply(EMPTY_DEPLOY_RECORD, 3, 'd1', state), change(1)).state).toBe('building')
    }
  })
})
