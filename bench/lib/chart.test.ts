import { lineChart, ticks } from './chart'

describe('ticks', () => {
  it('steps by 1, 2 or 5 × a power of ten up to at least the maximum', () => {
    expect(ticks(10)).toEqual([0, 2, 4, 6, 8, 10])
    expect(ticks(11_700)).toEqual([0, 5000, 10000, 15000])
    expect(ticks(0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8])
    expect(ticks(0)).toEqual([0, 1])
  })
})

describe('lineChart', () => {
  const svg = lineChart({
    title: 'Build <time>',
    xLabel: 'pages',
    yLabel: 'seconds',
    series: [
      {
        name: 'site',
        colour: '#c00',
        points: [
          { x: 1000, y: 40 },
          { x: 100, y: 20 },
        ],
      },
      {
        name: 'bare',
        colour: '#00c',
        dashed: true,
        points: [
          { x: 100, y: 10 },
          { x: 1000, y: 20 },
        ],
      },
    ],
  })

  it('is one SVG document with an escaped title', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg.trim().endsWith('</svg>')).toBe(true)
    expect(svg).toContain('<title>Build &lt;time&gt;</title>')
  })

  it('draws a line per series through its points in x order, and a legend entry', () => {
    const lines = [...svg.matchAll(/<polyline [^>]*points="([^"]+)"/g)].map((match) =>
      match[1].split(' ').map((pair) => pair.split(',').map(Number)),
    )
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line[0][0]).toBeLessThan(line[1][0])
    // Higher values sit higher on the page (smaller y): the site's 40 s above the bare 20 s at 1,000 pages.
    expect(lines[0][1][1]).toBeLessThan(lines[1][1][1])
    expect(svg).toContain('stroke-dasharray')
    expect(svg).toMatch(/>site<\/text>/)
    expect(svg).toMatch(/>bare<\/text>/)
  })
})
