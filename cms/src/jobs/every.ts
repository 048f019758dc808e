/**
 * A job every CMS instance runs on a timer (Strapi's cron). One run at a time per process: a slow
 * SMTP server must not stack runs (across processes each job guards its own rows). A failed run is
 * logged and the next one tries again.
 */
import type { Core } from '@strapi/strapi'

/** A cron rule (with seconds) firing every `seconds`; a minute or more fires once a minute. */
export const everySecondsRule = (seconds: number) => (seconds >= 60 ? '0 * * * * *' : `*/${seconds} * * * * *`)

export function runEvery(strapi: Core.Strapi, name: string, seconds: number, job: () => Promise<unknown>) {
  let running = false
  strapi.cron.add({
    [name]: {
      options: { rule: everySecondsRule(seconds) },
      task: async () => {
        if (running) return
        running = true
        try {
          await job()
        } catch (error) {
          strapi.log.error(`[${name}] run failed: ${(error as Error).message}`)
        } finally {
          running = false
        }
      },
    },
  })
}
