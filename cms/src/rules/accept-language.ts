/**
 * The reader's preferred language among the ones offered, from an Accept-Language header: tags
 * ranked by their q-value (ties keep the header's order), `q=0` meaning "not this one", a regional
 * tag standing for its language (`en-GB` → `en`). `undefined` when none is offered.
 *
 * The CMS picks an e-mail's language with it and the site's `/` function the home to send a
 * reader to; the functions import this file, so both read the header the same way.
 */
export function preferredLanguage<Language extends string>(
  header: string | null | undefined,
  offered: readonly Language[],
): Language | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0]
    if ((offered as readonly string[]).includes(primary)) return primary as Language
  }
  return undefined
}
