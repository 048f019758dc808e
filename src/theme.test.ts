import { palettes } from './theme'

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((index) => parseInt(hex.slice(index, index + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** Every foreground/background pair the components use. */
const pairs: [string, string][] = [
  ['text', 'background'],
  ['subtle', 'background'],
  ['primary', 'background'],
  ['text', 'muted'],
  ['subtle', 'muted'],
  ['primary', 'muted'],
  ['onPrimary', 'primary'],
  ['onSecondary', 'secondary'],
  ['text', 'highlight'],
]

describe.each(Object.keys(palettes) as (keyof typeof palettes)[])('%s palette', (mode) => {
  it.each(pairs)('%s on %s meets WCAG AA (4.5:1)', (foreground, background) => {
    const palette = palettes[mode] as Record<string, string>
    expect(contrast(palette[foreground], palette[background])).toBeGreaterThanOrEqual(4.5)
  })
})
