/**
 * A sliding-window counter per key, in memory. The CMS is the one stateful server behind the
 * site's functions (which may run as many short-lived instances), so limits on members' writes
 * live here. Restarting the CMS forgets the counts, which only ever errs towards letting a
 * member post again.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    readonly max: number,
    readonly windowMs: number,
    /** Above this many keys, expired ones are swept on the next record (bounds the memory). */
    private readonly sweepAbove = 10_000,
  ) {}

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs)
  }

  /** 0 when `key` may act now, otherwise the milliseconds until its oldest attempt leaves the window. */
  waitFor(key: string, now = Date.now()): number {
    const recent = this.recent(key, now)
    return recent.length < this.max ? 0 : this.windowMs - (now - recent[0])
  }

  /** Counts one action of `key`. */
  record(key: string, now = Date.now()): void {
    if (this.hits.size > this.sweepAbove) this.sweep(now)
    const recent = this.recent(key, now)
    recent.push(now)
    this.hits.set(key, recent)
  }

  /** Forgets the newest action of `key`: one given back (./store.ts `giveBack`). */
  forgetNewest(key: string): void {
    const times = this.hits.get(key)
    times?.pop()
    if (times && times.length === 0) this.hits.delete(key)
  }

  /**
   * Counts an action for every key when none of them is at its limit (a refused action counts for
   * none, so one full window never eats into another). Returns 0 when counted, else the wait in ms.
   */
  static take(limits: [SlidingWindowLimiter, string][], now = Date.now()): number {
    const wait = Math.max(...limits.map(([limiter, key]) => limiter.waitFor(key, now)))
    if (wait > 0) return wait
    for (const [limiter, key] of limits) limiter.record(key, now)
    return 0
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key)
  }

  get size(): number {
    return this.hits.size
  }
}
