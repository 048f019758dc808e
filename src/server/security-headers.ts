/**
 * SERVER-ONLY. The security headers of every answer of the site, in one place: the static files get
 * them from the build (one `/*` rule in the site's block of `_headers`, ./content-security-policy.ts),
 * the functions set them on their own answers (Netlify applies `_headers` only to files it serves).
 * Each page's Content-Security-Policy is its own (./content-security-policy.ts); function answers
 * carry API_CONTENT_SECURITY_POLICY. Decisions: docs/decisions/0011-hostile-input-and-faults.md.
 */

/** Only features Chromium knows: an unknown name is logged as an error on every page. */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]

export const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
} as const

/** A JSON answer loads nothing and may be framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"
