/**
 * How the CMS talks to its mail server: over a pool of connections kept open and reused, as many
 * as a newsletter edition sends e-mails at once (./../newsletter/editions.ts). A mail server
 * answers each e-mail in tens of milliseconds, more over the internet; one at a time, an edition
 * would go out at a fraction of the rate set (ADR 0051 has the figures).
 */
export const SMTP_CONNECTIONS = 10
