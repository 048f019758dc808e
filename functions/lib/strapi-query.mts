/**
 * A Strapi REST query string from nested parameters (`populate[cover]=true&pagination[pageSize]=3`),
 * keys in brackets, values percent-encoded, arrays by index: what `qs.stringify(params,
 * { encodeValuesOnly: true })` gives, which functions/tests/strapi-query.test.ts checks. Written here
 * because Netlify's file tracer leaves out a file qs's dependencies load on Node 20.19 and later
 * (async-function's `module-sync` entry), and a function importing qs fails to load there.
 */
/** Every character but RFC 3986's unreserved ones, as qs encodes (encodeURIComponent leaves `!'()*`). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

type Value = string | number | boolean | null | undefined | Value[] | { [key: string]: Value }

function pairs(prefix: string, value: Value, out: string[]) {
  if (value === undefined) return
  if (value === null) return void out.push(`${prefix}=`)
  if (Array.isArray(value)) return value.forEach((item, index) => pairs(`${prefix}[${index}]`, item, out))
  if (typeof value === 'object')
    return Object.entries(value).forEach(([key, item]) => pairs(`${prefix}[${key}]`, item, out))
  out.push(`${prefix}=${encode(String(value))}`)
}

export function strapiQuery(params: Record<string, unknown>): string {
  const out: string[] = []
  for (const [key, value] of Object.entries(params)) pairs(key, value as Value, out)
  return out.join('&')
}
