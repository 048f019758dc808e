/** @jest-environment jsdom */
/**
 * The theme-ui patches (patches/@theme-ui+*.patch, ADR 0009) memoise serialised styles and let
 * Box-family components read sx themselves. What they must keep: the same styles as before, per
 * theme (two themes never share a memoised rule), function values still evaluated, and one class
 * per element.
 */
import { render } from '@testing-library/react'
import { Box, Flex, Heading, Text, ThemeUIProvider, type Theme } from 'theme-ui'

// Colours become custom properties (the same text for every theme), so the themes differ in space.
const themeWith = (unit: number): Theme => ({ colors: { text: '#111111', background: '#ffffff', primary: '#aa0000' }, space: [0, unit, unit * 2, unit * 4] })

/** The CSS rule emotion inserted for a class, without white space (text nodes or inserted rules). */
function ruleOf(className: string): string {
  const texts = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '')
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
  const css = [...texts, ...rules].join('\n').replace(/\s+/g, '')
  const match = css.match(new RegExp(`\\.${className}\\{[^}]*\\}`))
  if (!match) throw new Error(`no rule for ${className}`)
  return match[0]
}

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
})
