/**
 * The local inbox (MailDev) as tests and scripts read it: its REST API lists what arrived by SMTP.
 * `startTestInbox` runs a private one on free ports for a test file.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT } from '../../server/root'
import { stopProcess, waitForHttp } from '../../server/supervisor'

export type InboxMessage = {
  id: string
  subject: string
  to: { address: string }[]
  text: string
  html: string
  headers: Record<string, string>
  date: string
}

export class Inbox {
  constructor(readonly webUrl: string) {}

  async all(): Promise<InboxMessage[]> {
    const response = await fetch(`${this.webUrl}/email`)
    if (!response.ok) throw new Error(`inbox answered ${response.status}`)
    return (await response.json()) as InboxMessage[]
  }

  async to(address: string): Promise<InboxMessage[]> {
    return (await this.all()).filter((message) =>
      message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()),
    )
  }

  /** Waits for the `count`-th message to `address` (1-based) and returns it. */
  async waitFor(address: string, count = 1, timeoutMs = 10_000): Promise<InboxMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const messages = await this.to(address)
      if (messages.length >= count) return messages[count - 1]
      if (Date.now() > deadline)
        throw new Error(`no e-mail #${count} to ${address} within ${timeoutMs} ms (have ${messages.length})`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/** The `code` of the first site link to `page` (confirm-account or reset-password) in a message. */
export function linkIn(message: InboxMessage, page: 'confirm-account' | 'reset-password'): URL {
  const match = new RegExp(`https?://[^\\s"<>]+/auth/${page}\\?code=[0-9a-f]+`).exec(message.text)
  if (!match) throw new Error(`no ${page} link in e-mail "${message.subject}":\n${message.text}`)
  return new URL(match[0])
}

export async function startTestInbox(
  smtpPort: number,
  webPort: number,
): Promise<{ inbox: Inbox; stop: () => Promise<void> }> {
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1'],
    {
      detached: true,
      stdio: 'ignore',
    },
  )
  const webUrl = `http://127.0.0.1:${webPort}`
  // The e2e stack's inbox starts beside both integration passes, which keep every core busy: it
  // gets the supervisor's full wait, and a wait that fails leaves no inbox running behind it.
  try {
    await waitForHttp(`${webUrl}/`, child)
  } catch (error) {
    await stopProcess(child)
    throw error
  }
  return { inbox: new Inbox(webUrl), stop: () => stopProcess(child) }
}
