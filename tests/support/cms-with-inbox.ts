/**
 * The setup most integration tests share: a private SMTP inbox on free ports, a test CMS sending to
 * it, and the site's functions pointed at that CMS. The inbox can be stopped and started again on
 * the same ports (a mail server down and back); `inbox` keeps working across restarts.
 */
import { freePort } from '../../server/supervisor'
import { pointFunctionsAt } from './account-client'
import { startTestCms, type TestCms } from './cms-process'
import { startTestInbox, type Inbox } from './inbox'

export type CmsWithInbox = {
  cms: TestCms
  inbox: Inbox
  /** Where the CMS sends its mail: another SMTP server may stand in while the inbox is stopped. */
  smtpPort: number
  stopInbox(): Promise<void>
  startInbox(): Promise<void>
  stop(): Promise<void>
}

export async function startCmsWithInbox(env: Record<string, string>): Promise<CmsWithInbox> {
  const smtpPort = await freePort()
  const webPort = await freePort()
  let running = await startTestInbox(smtpPort, webPort)
  let inboxUp = true
  const cms = await startTestCms({ env: { SMTP_PORT: String(smtpPort), ...env } })
  pointFunctionsAt(cms.url, cms.env, 5000)
  const stopInbox = async () => {
    if (!inboxUp) return
    inboxUp = false
    await running.stop()
  }
  return {
    cms,
    inbox: running.inbox,
    smtpPort,
    stopInbox,
    async startInbox() {
      running = await startTestInbox(smtpPort, webPort)
      inboxUp = true
    },
    async stop() {
      await cms.stop()
      await stopInbox()
    },
  }
}
