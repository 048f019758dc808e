/**
 * A small SVG line chart (no dependencies): build time in seconds against pages built, one line
 * per series, axes with round ticks, a legend. Written beside the bench's results.
 */
export type Series = { name: string; colour: string; dashed?: boolean; points: { x: number; y: number }[] }

const WIDTH = 720
const HEIGHT = 420
const MARGIN = { top: 48, right: 24, bottom: 56, left: 64 }

/** Round tick values from 0 to at least max: 1, 2 or 5 × a power of ten per step. */
export function ticks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power
  const values: number[] = []
  for (let value = 0; value < max + step; value += step) values.push(Number(value.toPrecision(12)))
  return values
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function lineChart({
  title,
  xLabel,
  yLabel,
  series,
}: {
  title: string
  xLabel: string
  yLabel: string
  series: Series[]
}): string {
  const all = series.flatMap((line) => line.points)
  const xTicks = ticks(Math.max(...all.map((point) => point.x), 1))
  const yTicks = ticks(Math.max(...all.map((point) => point.y), 1))
  const xMax = xTicks[xTicks.length - 1]
  const yMax = yTicks[yTicks.length - 1]
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const sx = (x: number) => MARGIN.left + (x / xMax) * plotWidth
  const sy = (y: number) => MARGIN.top + plotHeight - (y / yMax) * plotHeight
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escape(title)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    `<text x="${WIDTH / 2}" y="24" text-anchor="middle" font-size="15" font-weight="600">${escape(title)}</text>`,
  ]
  for (const y of yTicks) {
    out.push(`<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${sy(y)}" y2="${sy(y)}" stroke="#e5e5e5"/>`)
    out.push(`<text x="${MARGIN.left - 8}" y="${sy(y) + 4}" text-anchor="end">${y}</text>`)
  }
  for (const x of xTicks) {
    out.push(
      `<line x1="${sx(x)}" x2="${sx(x)}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight + 5}" stroke="#333"/>`,
    )
    out.push(
      `<text x="${sx(x)}" y="${MARGIN.top + plotHeight + 20}" text-anchor="middle">${x.toLocaleString('en')}</text>`,
    )
  }
  out.push(
    `<line x1="${MARGIN.left}" x2="${WIDTH - MARGIN.right}" y1="${MARGIN.top + plotHeight}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`,
  )
  out.push(
    `<line x1="${MARGIN.left}" x2="${MARGIN.left}" y1="${MARGIN.top}" y2="${MARGIN.top + plotHeight}" stroke="#333"/>`,
  )
  out.push(`<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 14}" text-anchor="middle">${escape(xLabel)}</text>`)
  out.push(
    `<text transform="translate(18 ${MARGIN.top + plotHeight / 2}) rotate(-90)" text-anchor="middle">${escape(yLabel)}</text>`,
  )
  series.forEach((line, index) => {
    const points = [...line.points].sort((a, b) => a.x - b.x)
    const dash = line.dashed ? ' stroke-dasharray="6 4"' : ''
    out.push(
      `<polyline fill="none" stroke="${line.colour}" stroke-width="2"${dash} points="${points.map((point) => `${sx(point.x).toFixed(1)},${sy(point.y).toFixed(1)}`).join(' ')}"/>`,
    )
    for (const point of points)
      out.push(
        `<circle cx="${sx(point.x).toFixed(1)}" cy="${sy(point.y).toFixed(1)}" r="3.5" fill="${line.colour}"><title>${escape(`${line.name}: ${point.x} pages, ${point.y.toFixed(1)} s`)}</title></circle>`,
      )
    const legendY = MARGIN.top + 8 + index * 18
    out.push(
      `<line x1="${MARGIN.left + 12}" x2="${MARGIN.left + 36}" y1="${legendY}" y2="${legendY}" stroke="${line.colour}" stroke-width="2"${dash}/>`,
    )
    out.push(`<text x="${MARGIN.left + 42}" y="${legendY + 4}">${escape(line.name)}</text>`)
  })
  out.push('</svg>')
  return `${out.join('\n')}\n`
}
