/**
 * Lighthouse 13 (its default mobile profile: a mid-range phone, simulated slow 4G and 4× CPU
 * slowdown) in Debian's Chromium, one fresh browser per URL so no cache carries over.
 */
import { CHROMIUM_FLAGS, fullChromium } from '../../scripts/lib/chromium'

export type LighthouseScores = {
  url: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

/**
 * Runs per address. One run's score moves by several points on this 2-core machine; the budgets
 * are checked on the median, and the bench prints the lowest and highest beside it.
 */
export const LIGHTHOUSE_RUNS = 5

/**
 * The representative run: runs ordered from worst to best (performance score, then total
 * blocking time), the middle one (of an even count, the worse middle). Its other figures are
 * reported as they were measured together, not mixed from several runs.
 */
export function medianRun(runs: LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

const LIGHTHOUSE_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

/**
 * A run that Lighthouse itself could not record ("Something went wrong with recording the trace
 * over your page load. Please run Lighthouse again.", NO_NAVSTART, seen once in a full bench) is
 * run again in a fresh browser, at most this many times in all; it measures nothing about the page.
 */
const ATTEMPTS_PER_RUN = 3

export class LighthouseRuntimeError extends Error {}

type Category = { score: number | null }
type Audit = { numericValue?: number }
type Result = {
  lhr: { categories: Record<string, Category>; audits: Record<string, Audit>; runtimeError?: { message: string } }
}

export async function audit(url: string, chromePath = fullChromium('Lighthouse')): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, chromePath)
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS_PER_RUN) throw error
      console.warn(`${error.message}; running it again (attempt ${attempt + 1} of ${ATTEMPTS_PER_RUN})`)
    }
  }
}

async function auditOnce(url: string, chromePath: string): Promise<LighthouseScores> {
  // Both are ES modules.
  const { default: lighthouse } = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<Result | undefined>
  }
  const chromeLauncher = (await import('chrome-launcher')) as unknown as {
    launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> | void }>
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROMIUM_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError)
      throw new LighthouseRuntimeError(`lighthouse on ${url}: ${result.lhr.runtimeError.message}`)
    const score = (name: string) => Math.round((result.lhr.categories[name]?.score ?? 0) * 100)
    const value = (name: string) => result.lhr.audits[name]?.numericValue ?? NaN
    return {
      url,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    }
  } finally {
    await chrome.kill()
  }
}

export type Spread = { min: number; median: number; max: number }
export type RunSpread = { performance: Spread; tbtMs: Spread; lcpMs: Spread }

/** Each figure's lowest, median (of an even count, the mean of the middle two) and highest over the runs, taken apart. */
export function runSpread(runs: LighthouseScores[]): RunSpread {
  if (runs.length === 0) throw new Error('no Lighthouse runs')
  const spread = (values: number[]): Spread => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = (sorted.length - 1) / 2
    return {
      min: sorted[0],
      median: (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2,
      max: sorted[sorted.length - 1],
    }
  }
  return {
    performance: spread(runs.map((run) => run.performance)),
    tbtMs: spread(runs.map((run) => run.tbtMs)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
  }
}
