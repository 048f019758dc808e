/**
 * Jest projects: `unit` (fast, beside the code), `integration` (the real Strapi on a temporary
 * SQLite database, in tests/integration) and `live` (CMS edits reaching `gatsby develop` and the site `npm start` serves). Browser tests are Playwright's (e2e/).
 */
// SWC, not Babel: a fresh clone has no transform cache, and SWC transforms the suites' modules in a
// fraction of Babel's time. Its parser is chosen by extension (`.ts` may hold `<T>(x) => x`, which
// the TSX parser reads as an element).
const swc = (parser) => ['@swc/jest', { jsc: { parser, transform: { react: { runtime: 'automatic' } } } }]
const transform = {
  '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
  '^.+\\.m?ts$': swc({ syntax: 'typescript' }),
  '^.+\\.m?jsx?$': swc({ syntax: 'ecmascript', jsx: true }),
}
const shared = {
  transform,
  // The site mirror holds hard links of the sources (server/publish/site-mirror.ts): the same modules twice.
  modulePathIgnorePatterns: ['<rootDir>/.site-mirror/'],
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'jsx', 'json'],
  // functions are ES modules importing siblings as `./x.mjs`; resolve those to the TypeScript source.
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.mjs$': '$1',
    // Gatsby's runtime and webpack's asset imports do not exist in jest.
    '^gatsby$': '<rootDir>/tests/support/gatsby-mock.tsx',
    '\\.(woff2?|png|jpe?g|svg)$': '<rootDir>/tests/support/asset-mock.ts',
    '\\.module\\.css$': '<rootDir>/tests/support/css-module-mock.ts',
    '\\.css$': '<rootDir>/tests/support/asset-mock.ts',
  },
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,functions,server,scripts,bench,cms/src,tests/unit}/**/*.test.{ts,tsx,mts}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup-unit.ts'],
      // The site server's cookie package is ES modules only (server/functions.ts is tested here).
      transformIgnorePatterns: ['/node_modules/(?!cookie/dist/)'],
      // jsdom would pick packages' "browser" builds, and react-dom/server's needs a TextEncoder jsdom lacks.
      testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'live',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/live/**/*.test.ts'],
    },
  ],
}
