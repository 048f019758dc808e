/**
 * A real SMTP server (nodemailer's smtp-server, what MailDev is built on) that answers a recipient
 * as a receiving mail server may: 550 for an address it does not have, 451 for one it greylists.
 * It keeps what it accepted, by recipient, for tests of how the CMS takes those answers.
 */
import { SMTPServer } from 'smtp-server'

export type Refusal = { code: number; message: string }

export type RefusingSmtp = {
  /** How many messages it accepted for each recipient. */
  accepted: Map<string, number>
  close(): Promise<void>
}

/** `refuse(address, attempt)` (attempt counts from 1 per address) answers null to accept. */
export function startRefusingSmtp(
  port: number,
  refuse: (address: string, attempt: number) => Refusal | null,
): Promise<RefusingSmtp> {
  const attempts = new Map<string, number>()
  const accepted = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The CMS keeps its pooled connections open: closing waits for them no longer than this.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      const recipient = address.address.toLowerCase()
      const attempt = (attempts.get(recipient) ?? 0) + 1
      attempts.set(recipient, attempt)
      const refusal = refuse(recipient, attempt)
      if (!refusal) return callback()
      const error = new Error(refusal.message) as Error & { responseCode: number }
      error.responseCode = refusal.code
      callback(error)
    },
    onData(stream, session, callback) {
      stream.resume()
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo)
          accepted.set(address.toLowerCase(), (accepted.get(address.toLowerCase()) ?? 0) + 1)
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({ accepted, close: () => new Promise<void>((done) => server.close(() => done())) }),
    )
  })
}
