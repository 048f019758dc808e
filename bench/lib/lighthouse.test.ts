import { medianRun, type LighthouseScores } from './lighthouse'

const run = (performance: number, tbtMs: number): LighthouseScores => ({ url: '/fa/', performance, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, tbtMs, cls: 0 })

describe('medianRun', () => {
  it('keeps the run with the median performance score, whole', () => {
    const middle = run(94, 250)
    expect(medianRun([run(97, 150), middle, run(88, 500)])).toBe(middle)
    expect(medianRun([run(88, 500), run(97, 150), middle])).toBe(middle)
  })
  it('orders equal scores by blocking time, worse first', () => {
    const worseOfTie = run(95, 260)
    expect(medianRun([run(95, 180), worseOfTie, run(90, 400)])).toBe(worseOfTie)
    const better = run(95, 180)
    expect(medianRun([run(95, 260), better, run(98, 100)])).toBe(better)
  })
  it('takes the lower middle of an even count and refuses none', () => {
    expect(medianRun([run(90, 1), run(96, 1)]).performance).toBe(90)
    expect(() => medianRun([])).toThrow('no Lighthouse runs')
  })
})
