// The linter of every TypeScript and JavaScript file in the repository (`npm run lint`, the first
// stage of `npm test`). Formatting is Prettier's alone (.prettierrc.json): eslint-config-prettier
// turns off every rule that would argue with it.
import { fileURLToPath } from 'node:url'
import { includeIgnoreFile } from '@eslint/compat'
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  includeIgnoreFile(fileURLToPath(new URL('.gitignore', import.meta.url))),
  // Strapi's generator writes these (cms/scripts/types.js); a test keeps them current.
  { ignores: ['cms/types/generated/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'cms/src/admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The two classic rules of hooks. The React Compiler's rules in `recommended-latest` judge code
    // for a compiler this React 18 site does not run.
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A field's `autoFocus` prop is ours (src/account/forms/text-field.tsx): it focuses only when
      // the reader has not chosen where to be; an element's own autofocus stays refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Every value gatsby-plugin-image exports lives in one browser module: importing any of them
    // ships its whole runtime with every page. The pages render images as markup
    // (src/components/responsive-image.tsx); its types are free.
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx'],
    ignores: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby-plugin-image',
              allowTypeImports: true,
              message: "Its runtime would load on every page: read the image's data (src/cms/types.ts imageDataOf).",
            },
          ],
        },
      ],
    },
  },
  {
    // CommonJS where it is the module system: Jest's tests (a copy resolved from a given package, a
    // schema by computed path) and the bench's plain-JavaScript Gatsby baseline.
    files: ['**/*.test.{ts,tsx}', 'bench/baseline/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A focused or skipped-by-accident test shrinks the suite without a failure: `.only` is refused
    // in every test (Playwright's `forbidOnly` refuses it in CI too, e2e/playwright.config.ts).
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'tests/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression > MemberExpression[property.name='only'][object.name=/^(it|test|describe|fit|fdescribe)$/]",
          message: 'A focused test runs alone and hides the rest of the suite: remove `.only`.',
        },
        {
          selector:
            "CallExpression > MemberExpression[property.name='only'] > MemberExpression[object.name=/^(test|it|describe)$/]",
          message: 'A focused test runs alone and hides the rest of the suite: remove `.only`.',
        },
        {
          selector: 'CallExpression[callee.name=/^(fit|fdescribe)$/]',
          message: 'A focused test runs alone and hides the rest of the suite: use `it` or `describe`.',
        },
      ],
    },
  },
  {
    rules: {
      // A `@ts-ignore` says why (an import of a file only a build writes cannot be `@ts-expect-error`).
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description' }],
      // `_name` marks what is taken apart only to leave it out (`const { host: _host, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  prettier,
)
