import webpack from 'webpack'
import { keepBrowserEnvInRenderer, rendererKeeps } from './webpack-env'

/** What Gatsby's webpack config defines for its server renderer: every variable of the environment. */
const rendererDefinitions = (env: Record<string, string>) => ({
  'process.env': '({})',
  ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
  'process.env.NODE_ENV': '"production"',
  'process.env.BUILD_STAGE': '"build-html"',
  __PATH_PREFIX__: '""',
})

describe('keepBrowserEnvInRenderer', () => {
  it("leaves two builds from different environments the same defined names: Gatsby's own and GATSBY_ ones", () => {
    const start = new webpack.DefinePlugin(
      rendererDefinitions({ GATSBY_CPU_COUNT: '3', CMS_URL: 'http://127.0.0.1:1337', HOME: '/root' }),
    )
    const publish = new webpack.DefinePlugin(
      rendererDefinitions({ GATSBY_CPU_COUNT: '1', SITE_BUILD_GATE: 'stdin', npm_lifecycle_event: 'build' }),
    )
    expect(keepBrowserEnvInRenderer([start])).toBe(2)
    expect(keepBrowserEnvInRenderer([{ constructor: { name: 'MiniCssExtractPlugin' } }, publish])).toBe(2)
    expect(Object.keys(start.definitions).sort()).toEqual(Object.keys(publish.definitions).sort())
    expect(start.definitions).toEqual({
      'process.env': '({})',
      'process.env.GATSBY_CPU_COUNT': '"3"',
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_STAGE': '"build-html"',
      __PATH_PREFIX__: '""',
    })
  })

  it('never keeps a server setting, and says when Gatsby defines no environment', () => {
    expect(rendererKeeps('process.env.STRAPI_API_TOKEN')).toBe(false)
    expect(rendererKeeps('process.env.GATSBY_SITE_VERSION')).toBe(true)
    expect(() => keepBrowserEnvInRenderer([new webpack.DefinePlugin({ __PATH_PREFIX__: '""' })])).toThrow(/out of date/)
  })
})
