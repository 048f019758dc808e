/** @jest-environment jsdom */
/**
 * The theme-ui patches (patches/@theme-ui+*.patch, ADR 0009) memoise serialised styles and let
 * Box-family components read sx themselves. What they must keep: the same styles as before, per
 * theme (two themes never share a memoised rule), function values still evaluated, and one class
 * per element.
 */
import { render } from '@testing-library/react'
import { Box, Flex, Global, Heading, Text, ThemeUIProvider, useThemeUI, type Theme } from 'theme-ui'
import * as themeUiCss from '@theme-ui/css'

// Colours become custom properties (the same text for every theme), so the themes differ in space.
const themeWith = (unit: number): Theme => ({ colors: { text: '#111111', background: '#ffffff', primary: '#aa0000' }, space: [0, unit, unit * 2, unit * 4] })

/** Every style emotion has in the document, without white space (text nodes or inserted rules). */
function documentCss(): string {
  const texts = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '')
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
  return [...texts, ...rules].join('\n').replace(/\s+/g, '')
}

/** The CSS rule emotion inserted for a selector. */
function ruleFor(selector: string): string {
  const match = documentCss().match(new RegExp(`${selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\{[^}]*\\}`))
  if (!match) throw new Error(`no rule for ${selector}`)
  return match[0]
}

const ruleOf = (className: string) => ruleFor(`.${className}`)

// Not in the package's type declarations: added by patches/@theme-ui+css+0.17.4.patch.
const { styleKey } = themeUiCss as unknown as { styleKey: (value: unknown) => string | null }

const emotionClasses = (element: Element) => [...element.classList].filter((name) => name.startsWith('css-'))

describe('theme-ui with the memoising patches', () => {
  it('gives a Box with sx one class holding both its base styles and the sx', () => {
    const { getByTestId } = render(
      <ThemeUIProvider theme={themeWith(4)}>
        <Box data-testid="box" sx={{ color: 'primary', p: 2 }} />
      </ThemeUIProvider>,
    )
    const classes = emotionClasses(getByTestId('box'))
    expect(classes).toHaveLength(1)
    const rule = ruleOf(classes[0])
    expect(rule).toContain('box-sizing:border-box')
    expect(rule).toContain('color:var(--theme-ui-colors-primary)')
    expect(rule).toContain('padding:8px')
  })

  it('keeps memoised styles apart per theme', () => {
    // The same sx objects under two themes whose space scales differ.
    const sx = { p: 2 }
    const paddings = [4, 5].map((unit) => {
      const { getByTestId, unmount } = render(
        <ThemeUIProvider theme={themeWith(unit)}>
          <Text data-testid="text" sx={sx}>
            a
          </Text>
          <p data-testid="plain" sx={sx} />
        </ThemeUIProvider>,
      )
      const rules = ['text', 'plain'].map((id) => ruleOf(emotionClasses(getByTestId(id))[0]).match(/padding:(\d+px)/)?.[1])
      unmount()
      return rules
    })
    expect(paddings).toEqual([
      ['8px', '8px'],
      ['10px', '10px'],
    ])
  })

  it('gives equal styles the same class and still evaluates function values', () => {
    const { getByTestId } = render(
      <ThemeUIProvider theme={themeWith(4)}>
        <Flex data-testid="one" sx={{ gap: 1 }} />
        <Flex data-testid="two" sx={{ gap: 1 }} />
        <Heading data-testid="fn" sx={{ width: (theme) => `${(theme.space as number[])[3] * 10}px` }}>
          h
        </Heading>
      </ThemeUIProvider>,
    )
    const [one, two] = [getByTestId('one'), getByTestId('two')].map((element) => emotionClasses(element))
    expect(one).toEqual(two)
    expect(ruleOf(one[0])).toMatch(/display:(-webkit-box;.*)?flex/)
    expect(ruleOf(emotionClasses(getByTestId('fn'))[0])).toContain('width:160px')
  })

  it('gives the children of a theme the same theme object on every render, and another theme its own', () => {
    const seen: object[] = []
    const Probe = () => {
      seen.push(useThemeUI().theme)
      return null
    }
    const theme = themeWith(4)
    for (const each of [theme, theme, themeWith(4)]) {
      render(
        <ThemeUIProvider theme={each}>
          <Probe />
        </ThemeUIProvider>,
      ).unmount()
    }
    expect(seen[1]).toBe(seen[0])
    expect(seen[2]).not.toBe(seen[0])
    expect(seen[2]).toEqual(seen[0])
  })

  it('keeps memoised global styles and colour variables apart per theme, and evaluates function values', () => {
    const styles = { '.probe': { p: 2 } }
    const found = [
      { unit: 4, text: '#111111' },
      { unit: 5, text: '#222222' },
    ].map(({ unit, text }) => {
      const theme = { ...themeWith(unit), colors: { text, background: '#ffffff', primary: '#aa0000' } }
      const { unmount } = render(
        <ThemeUIProvider theme={theme}>
          <Global styles={styles} />
          <Global styles={{ '.probe-fn': { width: (t: Theme) => `${(t.space as number[])[3]}px` } }} />
        </ThemeUIProvider>,
      )
      const rules = [ruleFor('.probe'), ruleFor('.probe-fn'), documentCss().match(/--theme-ui-colors-text:(#[0-9a-f]+)/)?.[1]]
      unmount()
      return rules
    })
    expect(found).toEqual([
      ['.probe{padding:8px;}', '.probe-fn{width:16px;}', '#111111'],
      ['.probe{padding:10px;}', '.probe-fn{width:20px;}', '#222222'],
    ])
  })

  it('keys styles by their content and refuses any that hold a function, however deep', () => {
    expect(styleKey({ p: 2 })).toBe(styleKey({ p: 2 }))
    expect(styleKey({ p: 2 })).not.toBe(styleKey({ p: 3 }))
    expect(styleKey(['box', { p: 2 }])).not.toBe(styleKey(['box', { p: [2] }]))
    expect(styleKey({ a: { b: () => 1 } })).toBeNull()
    expect(styleKey([{ a: 1 }, [0, () => 1]])).toBeNull()
  })
})
