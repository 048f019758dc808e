/**
 * Hostile requests for the fuzz suite (e2e/fuzz.spec.ts): every function's address with bodies of
 * the wrong type, size, depth and encoding, prototype keys, lone surrogates, bracket-query abuse,
 * odd methods, content types and addresses. Generated from a seed, so a failure can be replayed.
 */
export type HostileRequest = {
  name: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
  member?: boolean
}

/** A small seeded generator (mulberry32): the same seed gives the same requests. */
export function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  return { next, pick }
}

const JSON_CALLS: { method: string; path: string; fields: string[]; member?: boolean }[] = [
  { method: 'POST', path: '/api/user/register', fields: ['email', 'username', 'password'] },
  { method: 'POST', path: '/api/user/login', fields: ['identifier', 'password'] },
  { method: 'POST', path: '/api/user/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/api/user/send-email-confirmation', fields: ['email'] },
  {
    method: 'POST',
    path: '/api/user/reset-password',
    fields: ['verificationCode', 'password', 'passwordConfirmation'],
  },
  {
    method: 'POST',
    path: '/api/user/change-password',
    fields: ['currentPassword', 'newPassword', 'newPasswordConfirmation'],
    member: true,
  },
  {
    method: 'PUT',
    path: '/api/user/me',
    fields: ['displayName', 'bio', 'website', 'preferredLocale', 'role', 'email'],
    member: true,
  },
  { method: 'POST', path: '/api/user/logout', fields: [], member: true },
  { method: 'POST', path: '/api/comments', fields: ['data'], member: true },
  {
    method: 'POST',
    path: '/api/consultation',
    fields: ['name', 'email', 'company', 'service', 'preferredDate', 'message', 'locale', 'website'],
  },
  { method: 'POST', path: '/api/newsletter', fields: ['email', 'locale', 'website'] },
  { method: 'POST', path: '/api/newsletter/confirm', fields: ['token'] },
  { method: 'POST', path: '/api/newsletter/unsubscribe', fields: ['token'] },
  { method: 'POST', path: '/api/user/delete-account', fields: ['password'], member: true },
  { method: 'PUT', path: '/api/comments/abc123', fields: ['data'], member: true },
]

/** Every function's address and a page of each kind: for headers every request can carry (Host, X-Forwarded-Host). */
export const EVERY_ADDRESS = (): { method: string; path: string }[] => [
  ...JSON_CALLS.map(({ method, path }) => ({ method, path })),
  ...GET_CALLS.map((path) => ({ method: 'GET', path })),
  ...[
    '/',
    '/fa/',
    '/en/posts/',
    '/fa/no-such-page/',
    '/en/no-such-page/?q=1',
    '/fa/preview/?kind=post&id=x&locale=fa&status=draft&expires=9999999999999&signature=x',
    '/en/preview/',
  ].map((path) => ({ method: 'GET', path })),
]

const GET_CALLS = [
  '/api/user/session',
  '/api/user/me',
  '/api/user/me/export',
  '/api/user/confirm-account',
  '/api/comments',
  '/api/comments/abc123',
  '/api/users',
  '/api/user/nothing-here',
  '/api/upload/files',
]

const LONE = 'x\ud800y'

/** Values of every wrong kind for one field. */
function hostileValue(random: ReturnType<typeof seeded>): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => 0,
    () => -1e308,
    () => true,
    () => [],
    () => ['a', 'b'],
    () => ({}),
    () => ({ $ne: null }),
    () => ({ $gt: '' }),
    () => '',
    () => ' ',
    () => LONE,
    () => '\udc00',
    () => '\u0000',
    () => '\u202eevil',
    () => '<script>alert(1)</script>',
    () => "' OR 1=1 --",
    () => 'a'.repeat(300),
    () => 'ب'.repeat(31),
    () => '😀'.repeat(40),
    () => '中'.repeat(25),
    () => 'e\u0301'.repeat(20),
    () => 'admin@example.test',
    () => 'x@y',
    () => {
      const nested: Record<string, unknown> = {}
      let cursor = nested
      for (let i = 0; i < 50; i++) cursor = (cursor.a = {}) as Record<string, unknown>
      return nested
    },
  ])()
}

function deepArray(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`
}

/** `count` hostile requests over every function, from `seed`. */
export function hostileRequests(seed: number, count: number): HostileRequest[] {
  const random = seeded(seed)
  const requests: HostileRequest[] = []
  const json = (value: unknown) => JSON.stringify(value)
  const shapes: (() => HostileRequest)[] = [
    // Wrong types and values, field by field.
    () => {
      const call = random.pick(JSON_CALLS)
      const body: Record<string, unknown> = {}
      for (const field of call.fields)
        if (random.next() < 0.8)
          body[field] =
            field === 'data' && random.next() < 0.5
              ? { text: hostileValue(random), post: hostileValue(random), locale: hostileValue(random) }
              : hostileValue(random)
      return {
        name: 'wrong types',
        method: call.method,
        path: call.path,
        body: json(body),
        headers: { 'content-type': 'application/json' },
        member: call.member && random.next() < 0.7,
      }
    },
    // Prototype keys.
    () => {
      const call = random.pick(JSON_CALLS)
      const body = random.pick([
        '{"__proto__":{"admin":true},"email":"a@b.co"}',
        '{"constructor":{"prototype":{"role":"admin"}}}',
        '{"data":{"__proto__":{"author":1},"text":"hello"}}',
        '{"toString":1,"valueOf":2,"hasOwnProperty":3}',
      ])
      return {
        name: 'prototype keys',
        method: call.method,
        path: call.path,
        body,
        headers: { 'content-type': 'application/json' },
        member: call.member,
      }
    },
    // Lone surrogates as escapes, in keys and values.
    () => {
      const call = random.pick(JSON_CALLS)
      const body = random.pick([
        '{"password":"a\\ud800"}',
        '{"\\udfff":"x"}',
        '{"data":{"text":"\\ud800\\ud800"}}',
        '{"email":"a\\udc00@b.co","password":"pass-word1","username":"abcde"}',
      ])
      return {
        name: 'lone surrogates',
        method: call.method,
        path: call.path,
        body,
        headers: { 'content-type': 'application/json' },
        member: call.member,
      }
    },
    // Bytes that are not UTF-8, a BOM, NULs, truncated JSON.
    () => {
      const call = random.pick(JSON_CALLS)
      const body = random.pick([
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
        Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
        Buffer.from('{"a":"\u0000"}'),
        Buffer.from('{"a":'),
        Buffer.from([0xff, 0xfe, 0x7b, 0x00]),
      ])
      return {
        name: 'bad bytes',
        method: call.method,
        path: call.path,
        body,
        headers: { 'content-type': 'application/json' },
        member: call.member,
      }
    },
    // Depth and size.
    () => {
      const call = random.pick(JSON_CALLS)
      const body = random.pick([
        deepArray(5000),
        `{"a":${deepArray(3000)}}`,
        json({ a: 'x'.repeat(17_000) }),
        json({ a: Array.from({ length: 3000 }, (_, i) => i) }),
        json(Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))),
      ])
      return {
        name: 'depth and size',
        method: call.method,
        path: call.path,
        body,
        headers: { 'content-type': 'application/json' },
        member: call.member,
      }
    },
    // Content types that are not JSON.
    () => {
      const call = random.pick(JSON_CALLS)
      const [type, body] = random.pick<[string, string]>([
        ['text/plain', '{"identifier":"a","password":"b"}'],
        ['application/x-www-form-urlencoded', 'identifier=a&password=b'],
        ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
        ['application/json; charset=utf-16', '{}'],
        ['', '{}'],
        ['application/xml', '<a/>'],
      ])
      return {
        name: 'content types',
        method: call.method,
        path: call.path,
        body,
        headers: type ? { 'content-type': type } : {},
        member: call.member,
      }
    },
    // Bracket-query abuse on the comment list.
    () => {
      const query = random.pick([
        'filters[author][email][$contains]=a',
        'filters[$or][0][author][email][$startsWith]=a&filters[$or][1][text][$contains]=b',
        'populate=*',
        'populate[author][populate]=*',
        'fields[0]=password',
        'pagination[pageSize]=99999999',
        'pagination[page]=-1',
        'sort=author.password:asc',
        `filters${'[a]'.repeat(60)}=1`,
        Array.from({ length: 400 }, (_, i) => `filters[post][documentId][$in][${i}]=x`).join('&'),
        'filters[post][documentId][$eq][$ne]=x',
        'filters[post][documentId][$eq]=%ED%A0%80',
        'filters[post][documentId][$eq]=a&filters[post][locale][$eq]=en&sort=createdAt:desc&pagination[page]=1&pagination[pageSize]=10&x[__proto__][y]=1',
        'filters[post][documentId]=',
        'filters[post][documentId][$eq][]=a&filters[post][documentId][$eq][]=b',
      ])
      return { name: 'query abuse', method: 'GET', path: `/api/comments?${query}`, member: random.next() < 0.5 }
    },
    // Every read, with and without a session.
    () => ({
      name: 'reads',
      method: 'GET',
      path:
        random.pick(GET_CALLS) + random.pick(['', '?code=', `?code=${'a'.repeat(300)}`, '?code=%ff', '?code=x\\ud800']),
      member: random.next() < 0.5,
    }),
    // Preview links that were forged, altered or broken (the signature is checked before anything is read).
    () => {
      // Written as they travel: %ED%A0%80 is a lone surrogate's bytes, %ff no UTF-8 at all.
      const part = () =>
        random.pick([
          'post',
          'page',
          'home',
          'redirect',
          '',
          '%00',
          '%ED%A0%80',
          '%ff',
          '..%2F..%2Fetc',
          'a'.repeat(5000),
          '1e999',
          '-1',
          '%5B%5D',
          '%7B%22%24ne%22%3Anull%7D',
        ])
      const params = ['kind', 'id', 'locale', 'status', 'expires', 'signature'].flatMap((name) =>
        random.next() < 0.8 ? [`${name}${random.next() < 0.1 ? '[]' : ''}=${part()}`] : [],
      )
      if (random.next() < 0.3)
        params.push(`signature=${'A'.repeat(43)}`, `expires=${random.pick(['99999999999', '0', '1700000000'])}`)
      return {
        name: 'preview links',
        method: random.pick(['GET', 'HEAD']),
        path: `/${random.pick(['fa', 'en'])}/preview/?${params.join('&')}`,
      }
    },
    // Methods nobody should use.
    () => ({
      name: 'methods',
      method: random.pick(['DELETE', 'PATCH', 'OPTIONS', 'PUT', 'POST']),
      path: random.pick([...GET_CALLS, ...JSON_CALLS.map((call) => call.path)]),
      member: random.next() < 0.5,
    }),
    // Addresses that do not decode, climb out, or run long.
    () => ({
      name: 'addresses',
      method: 'GET',
      path: random.pick([
        '/api/%',
        '/api/user/%zz',
        '/api/..%2f..%2fetc%2fpasswd',
        '/api//user//login',
        `/api/${'a'.repeat(9000)}`,
        '/api/comments/%2e%2e',
        '/en/%E0%A4%A',
        '/api/user/session;x=1',
        '/api/comments/../users',
      ]),
    }),
    // Headers that are too many, too long or nonsense.
    () => ({
      name: 'headers',
      method: 'GET',
      path: random.pick([
        '/api/user/session',
        '/api/user/me',
        '/api/comments?filters[post][documentId][$eq]=a&filters[post][locale][$eq]=en',
      ]),
      headers: random.pick([
        { cookie: `qa_session=${'v1.'.padEnd(9000, 'A')}` },
        { cookie: 'qa_session=v1.%%%; qa_session=x' },
        { 'accept-language': ';q=garbage,,;;q=-1,xx-YYYYYYYYYY'.repeat(60) },
        { 'x-forwarded-for': '1.2.3.4, <script>' },
        { 'x-nf-client-connection-ip': 'not-an-ip' },
        { authorization: 'Bearer x.y.z' },
      ]),
    }),
    // Avatar uploads that are not images, or lie about what they are.
    () => {
      const boundary = 'fuzz'
      const part = random.pick([
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n<svg onload=alert(1)>\r\n--${boundary}--`,
        `--${boundary}\r\ncontent-disposition: form-data; name="files"; filename="a.png"\r\n\r\nxx\r\n--${boundary}--`,
        `--${boundary}\r\ncontent-disposition: form-data; name="file"\r\n\r\n`,
        `--${boundary}--`,
        'not multipart at all',
      ])
      return {
        name: 'uploads',
        method: 'PUT',
        path: '/api/user/me/avatar',
        body: part,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        member: random.next() < 0.8,
      }
    },
  ]
  for (let index = 0; index < count; index++) requests.push(shapes[index % shapes.length]())
  return requests
}

/** Requests straight to the CMS: the same shapes on its auth, account and comment routes. */
export function hostileCmsRequests(seed: number, count: number): HostileRequest[] {
  const routes: Record<string, string> = {
    '/api/user/register': '/api/auth/local/register',
    '/api/user/login': '/api/auth/local',
    '/api/user/forgot-password': '/api/auth/forgot-password',
    '/api/user/send-email-confirmation': '/api/auth/send-email-confirmation',
    '/api/user/reset-password': '/api/auth/reset-password',
    '/api/user/change-password': '/api/auth/change-password',
    '/api/user/me': '/api/account/me',
    '/api/user/session': '/api/account/session',
    '/api/user/logout': '/api/auth/logout',
    '/api/user/me/avatar': '/api/account/me/avatar',
    '/api/user/confirm-account': '/api/auth/email-confirmation',
    '/api/user/me/export': '/api/account/me/export',
    '/api/user/delete-account': '/api/account/me/delete',
    '/api/consultation': '/api/consultations',
    '/api/newsletter': '/api/newsletter/subscriptions',
    '/api/newsletter/confirm': '/api/newsletter/confirmations',
    '/api/newsletter/unsubscribe': '/api/newsletter/unsubscriptions',
    // A preview's query straight at the content the preview reads, without the token.
    '/fa/preview/': '/api/posts',
    '/en/preview/': '/api/posts',
  }
  return hostileRequests(seed, count).flatMap((request) => {
    const [pathname, query] = request.path.split('?')
    const target = routes[pathname] ?? (pathname.startsWith('/api/comments') ? pathname : undefined)
    if (!target) return []
    return [{ ...request, path: query === undefined ? target : `${target}?${query}` }]
  })
}
