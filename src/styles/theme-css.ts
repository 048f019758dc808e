/**
 * The theme (src/theme.ts, theme-ui's format) compiled to static CSS, so no style is computed in
 * the browser (ADR 0016):
 *
 * - theme.css: every scale as custom properties on :root (`--color-primary`, `--space-3`,
 *   `--font-size-2`, ...), the dark palette as overrides under the class the pre-paint script puts
 *   on <html>, and the theme's element styles (`styles.root` on <html>).
 * - variants.module.css: each variant (buttons.primary, forms.input, ...) as a class that
 *   components `compose` (`.buttons-primary`, `.forms-input`).
 *
 * Both files are generated into src/styles and committed (`npm run generate` writes them; a unit
 * test fails when they are stale), so they go through Gatsby's CSS pipeline like any stylesheet.
 * theme-ui's own css() resolves the variants, with every scale value replaced by its custom
 * property, so a variant switches with the colour mode like everything else.
 */
import { css, type Theme } from '@theme-ui/css'
import { theme as siteTheme } from '../theme'
import { COLOR_MODE_CLASS_PREFIX } from '../color-modes'

type StyleObject = { [key: string]: string | number | StyleObject | undefined | null }

/** Scales exported as tokens, and the prefix of their custom properties. */
export const TOKEN_SCALES = {
  colors: 'color',
  fonts: 'font',
  fontSizes: 'font-size',
  lineHeights: 'line-height',
  space: 'space',
  sizes: 'size',
  radii: 'radius',
  shadows: 'shadow',
} as const
type ScaleName = keyof typeof TOKEN_SCALES

/** Scales whose plain numbers are lengths in px (line heights are multiples of the font size). */
const PIXEL_SCALES = new Set<ScaleName>(['fontSizes', 'space', 'sizes', 'radii'])

/** CSS properties that take a plain number (everything else gets px, as theme-ui and emotion do). */
const UNITLESS = new Set([
  'lineHeight',
  'fontWeight',
  'opacity',
  'zIndex',
  'flex',
  'flexGrow',
  'flexShrink',
  'order',
  'zoom',
  'orphans',
  'widows',
  'tabSize',
  'columnCount',
  'aspectRatio',
])

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

export const tokenName = (scale: ScaleName, key: string | number) => `--${TOKEN_SCALES[scale]}-${kebab(String(key))}`

const tokenValue = (scale: ScaleName, value: unknown) =>
  typeof value === 'number' && PIXEL_SCALES.has(scale) ? `${value}px` : String(value)

type Scale = Record<string, unknown> | unknown[]
const entries = (scale: Scale | undefined): [string, unknown][] =>
  scale
    ? Object.entries(scale).filter(
        ([key, value]) => key !== 'modes' && (typeof value === 'string' || typeof value === 'number'),
      )
    : []

/** Every token of the theme: custom property → value (light mode for the colours). */
export function tokens(theme: Theme = siteTheme): Record<string, string> {
  const result: Record<string, string> = {}
  for (const scale of Object.keys(TOKEN_SCALES) as ScaleName[]) {
    for (const [key, value] of entries(theme[scale] as Scale)) result[tokenName(scale, key)] = tokenValue(scale, value)
  }
  return result
}

/** The theme with every scale value replaced by a reference to its custom property. */
function tokenTheme(theme: Theme): Theme {
  const referenced: Record<string, unknown> = { ...theme }
  for (const scale of Object.keys(TOKEN_SCALES) as ScaleName[]) {
    const source = theme[scale] as Scale | undefined
    if (!source) continue
    const target: Record<string, string> | string[] = Array.isArray(source) ? [] : {}
    // Zero stays a plain 0 (`margin: 0`, not a reference to a zero token).
    for (const [key, value] of entries(source))
      (target as Record<string, string | number>)[key] = value === 0 ? 0 : `var(${tokenName(scale, key)})`
    referenced[scale] = target
  }
  return referenced as Theme
}

const declaration = (property: string, value: string | number) =>
  `${property.startsWith('--') ? property : kebab(property)}: ${typeof value === 'number' && value !== 0 && !UNITLESS.has(property) ? `${value}px` : value};`

/** Equal left and right (top and bottom) paddings and margins as one logical property, which mirrors by itself. */
function logical(styles: StyleObject): StyleObject {
  const result: StyleObject = {}
  for (const [key, value] of Object.entries(styles)) {
    const pair = /^(padding|margin)(Left|Right|Top|Bottom)$/.exec(key)
    if (pair) {
      const [, box, side] = pair
      const axis = side === 'Left' || side === 'Right' ? 'Inline' : 'Block'
      const [first, second] = axis === 'Inline' ? ['Left', 'Right'] : ['Top', 'Bottom']
      if (styles[`${box}${first}`] === styles[`${box}${second}`]) {
        if (side === first) result[`${box}${axis}`] = value
        continue
      }
    }
    result[key] = value && typeof value === 'object' ? logical(value) : value
  }
  return result
}

/** A nested style object (emotion's shape: `:hover`, `&.x`, `.child`, `@media`) as CSS rules. */
export function stylesheet(selector: string, styles: StyleObject, indent = ''): string {
  const own: string[] = []
  const nested: string[] = []
  for (const [key, value] of Object.entries(styles)) {
    if (value === undefined || value === null) continue
    if (typeof value !== 'object') {
      own.push(`${indent}  ${declaration(key, value)}`)
    } else if (key.startsWith('@')) {
      const inner = stylesheet(selector, value, `${indent}  `)
      if (inner) nested.push(`${indent}${key} {\n${inner}\n${indent}}`)
    } else {
      const child = key
        .split(',')
        .map((part) => part.trim())
        .flatMap((part) =>
          selector
            .split(',')
            .map((parent) => parent.trim())
            .map((parent) =>
              part.includes('&')
                ? part.replace(/&/g, parent)
                : part.startsWith(':')
                  ? `${parent}${part}`
                  : `${parent} ${part}`,
            ),
        )
        .join(', ')
      const inner = stylesheet(child, value, indent)
      if (inner) nested.push(inner)
    }
  }
  return [own.length ? `${indent}${selector} {\n${own.join('\n')}\n${indent}}` : '', ...nested]
    .filter(Boolean)
    .join('\n')
}

/** theme-ui style (scale keys, shorthands, variants, responsive arrays) → CSS rules using the tokens. */
export function themedStylesheet(
  selector: string,
  styles: Record<string, unknown>,
  theme: Theme = siteTheme,
  indent = '',
): string {
  // theme-ui's css() types its argument as its own style object; the variants here are the theme's plain records.
  return stylesheet(selector, logical(css(styles as never)(tokenTheme(theme)) as StyleObject), indent)
}

/**
 * Cascade layers, lowest first: the theme's element rules and the rules for every page (`base`),
 * the looks of theme-ui's components that ours compose (`primitives`: src/styles/controls, text
 * and layout modules), the theme's variants. A component's own rules are in no layer, so they win
 * over all of these whatever their specificity or their place in the stylesheet: Gatsby joins
 * every module into one stylesheet in an order of its own, and a composed class must not win
 * over the component that composes it because it happened to come later.
 */
export const LAYERS = ['base', 'primitives', 'variants'] as const

const layer = (name: (typeof LAYERS)[number], rules: string[]) => `@layer ${name} {\n${rules.join('\n')}\n}`

const GENERATED = '/* Generated from src/theme.ts by `npm run generate` (src/styles/theme-css.ts): do not edit. */'

/** theme.css: the tokens, the dark palette and the root styles. */
export function themeCss(theme: Theme = siteTheme): string {
  const custom = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')
  const modes = (theme.colors?.modes ?? {}) as Record<string, Scale>
  const modeRules = Object.entries(modes).map(
    ([mode, palette]) =>
      `html.${COLOR_MODE_CLASS_PREFIX}${mode} {\n${custom(Object.fromEntries(entries(palette).map(([key, value]) => [tokenName('colors', key), String(value)])))}\n}`,
  )
  // theme.styles: `root` is the <html> element, every other key an element of that name.
  const elements = Object.entries((theme.styles ?? {}) as Record<string, Record<string, unknown>>).map(
    ([name, styles]) => themedStylesheet(name === 'root' ? 'html' : name, styles, theme, '  '),
  )
  // The layer order is declared here, in the first stylesheet every page loads, before any layer is used.
  return (
    [
      GENERATED,
      `@layer ${LAYERS.join(', ')};`,
      `:root {\n${custom(tokens(theme))}\n}`,
      ...modeRules,
      ...(elements.length ? [layer('base', elements)] : []),
    ].join('\n') + '\n'
  )
}

/** The variant groups of a theme-ui theme that become classes. */
const VARIANT_GROUPS = ['buttons', 'forms', 'text', 'links', 'cards', 'layout'] as const

/** variants.module.css: one class per variant, named `<group>-<variant>`. */
export function variantsCss(theme: Theme = siteTheme): string {
  const rules: string[] = []
  for (const group of VARIANT_GROUPS) {
    const variants = (theme as Record<string, unknown>)[group] as Record<string, Record<string, unknown>> | undefined
    for (const [name, styles] of Object.entries(variants ?? {}))
      rules.push(themedStylesheet(`.${group}-${kebab(name)}`, styles, theme, '  '))
  }
  return [GENERATED, layer('variants', rules)].join('\n') + '\n'
}

/** The generated files, by name in src/styles. */
export const generatedStylesheets = (theme: Theme = siteTheme) => ({
  'theme.css': themeCss(theme),
  'variants.module.css': variantsCss(theme),
})
