import { medianRun, runSpread, type LighthouseScores } from './lighthouse'

const run = (performance: number, tbtMs: number): LighthouseScores => ({
  url: '/fa/',
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
})

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

describe('runSpread', () => {
  it('gives each figure its own lowest, median and highest', () => {
    const runs = [run(100, 30), run(96, 120), run(99, 10), run(100, 45), run(98, 60)].map((scores, index) => ({
      ...scores,
      lcpMs: 1000 + index,
    }))
    expect(runSpread(runs)).toEqual({
      performance: { min: 96, median: 99, max: 100 },
      tbtMs: { min: 10, median: 45, max: 120 },
      lcpMs: { min: 1000, median: 1002, max: 1004 },
    })
  })

  it('takes the mean of the middle two of an even count and refuses none', () => {
    expect(runSpread([run(90, 10), run(100, 30)]).performance).toEqual({ min: 90, median: 95, max: 100 })
    expect(() => runSpread([])).toThrow('no Lighthouse runs')
  })
})
