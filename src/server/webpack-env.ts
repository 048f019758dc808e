/**
 * What the server renderer's bundle may read of the build's environment (gatsby-node.ts,
 * onCreateWebpackConfig; docs/decisions/0053-renderer-env.md).
 *
 * Gatsby defines `process.env.<name>` in its server renderer's webpack build for every variable of
 * the build process, and webpack makes every module depend on the set of defined names. A build
 * whose environment has one more or one fewer variable than the last (a publish's build, which
 * waits for its go, beside the build `npm start` made; `npm run build` from a shell, with npm's
 * own variables) therefore compiled the whole renderer again and wrote every page again. The
 * renderer keeps what the browser's bundles get: Gatsby's own names and `GATSBY_` variables; the
 * site reads its server settings at run time, never from the bundle, so none of it is lost, and no
 * server setting can be written into the renderer (which the preview function carries).
 */

type Definitions = Record<string, unknown>
type Plugin = { constructor: { name: string }; definitions?: Definitions }

/** Names Gatsby defines itself whatever the environment (its webpack config's `processEnv`). */
const GATSBY_OWN = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT'])

/** Whether the renderer keeps `process.env.<name>` defined as the build's value. */
export function rendererKeeps(key: string): boolean {
  if (!key.startsWith('process.env.')) return true
  const name = key.slice('process.env.'.length)
  return GATSBY_OWN.has(name) || name.startsWith('GATSBY_')
}

/**
 * Drops from the server renderer's DefinePlugin every `process.env.<name>` that is neither Gatsby's
 * nor a `GATSBY_` variable; returns how many it dropped. Throws when there is no DefinePlugin (a
 * Gatsby that builds its configuration otherwise: this file is then out of date).
 */
export function keepBrowserEnvInRenderer(plugins: Plugin[]): number {
  const define = plugins.filter((plugin) => plugin.constructor.name === 'DefinePlugin' && plugin.definitions)
  if (!define.some((plugin) => Object.keys(plugin.definitions!).some((key) => key.startsWith('process.env'))))
    throw new Error("Gatsby's server renderer build defines no process.env: src/server/webpack-env.ts is out of date")
  let dropped = 0
  for (const plugin of define) {
    const kept = Object.entries(plugin.definitions!).filter(([key]) => rendererKeeps(key))
    dropped += Object.keys(plugin.definitions!).length - kept.length
    plugin.definitions = Object.fromEntries(kept)
  }
  return dropped
}
