import type { Theme } from '@theme-ui/css'
import { themeCss, themedStylesheet, tokens, variantsCss } from './theme-css'

const theme: Theme = {
  colors: { text: '#111', primary: '#c00', modes: { dark: { text: '#eee', primary: '#f66' } } },
  space: [0, 4, 8],
  fontSizes: [12, 16],
  radii: { pill: 999 },
  breakpoints: ['40em', '56em'],
  styles: { root: { color: 'text', margin: 0 }, a: { color: 'primary' } },
  buttons: { primary: { color: 'primary', px: 2, py: 1, borderRadius: 'pill', ':hover': { color: 'text' } } },
}

describe('the theme as CSS', () => {
  it('names a token per scale value, lengths in px, colours of the first mode', () => {
    expect(tokens(theme)).toEqual({
      '--color-text': '#111',
      '--color-primary': '#c00',
      '--font-size-0': '12px',
      '--font-size-1': '16px',
      '--space-0': '0px',
      '--space-1': '4px',
      '--space-2': '8px',
      '--radius-pill': '999px',
    })
  })

  it('declares the layers first, switches the colours under the mode class and styles the elements the theme names', () => {
    const css = themeCss(theme)
    expect(css.split('\n')[1]).toBe('@layer base, primitives, variants;')
    expect(css).toContain('html.color-mode-dark {\n  --color-text: #eee;\n  --color-primary: #f66;\n}')
    expect(css).toContain(
      '@layer base {\n  html {\n    color: var(--color-text);\n    margin: 0;\n  }\n  a {\n    color: var(--color-primary);\n  }\n}',
    )
  })

  it('writes a variant with the tokens, equal sides as one logical property, and its states', () => {
    expect(variantsCss(theme)).toContain(
      '@layer variants {\n  .buttons-primary {\n    color: var(--color-primary);\n    padding-inline: var(--space-2);\n    padding-block: var(--space-1);\n    border-radius: var(--radius-pill);\n  }\n  .buttons-primary:hover {\n    color: var(--color-text);\n  }\n}',
    )
  })

  it('keeps unequal sides physical, responsive values in media queries, and plain numbers where CSS wants them', () => {
    expect(themedStylesheet('.x', { pl: 1, pr: 2, fontSize: [0, null, 1], lineHeight: 1.5, width: 40 }, theme)).toBe(
      '.x {\n  padding-left: var(--space-1);\n  padding-right: var(--space-2);\n  font-size: var(--font-size-0);\n  line-height: 1.5;\n  width: 40px;\n}\n@media screen and (min-width: 56em) {\n  .x {\n    font-size: var(--font-size-1);\n  }\n}',
    )
  })
})
