/**
 * The latest-build manifest (requirements §4): `/build.json`, written by each build with an id of
 * its own. A page compares the id it started with against the one served now.
 */
export const BUILD_MANIFEST_PATH = '/build.json'

export type BuildManifest = { build: string }

export const buildIdOf = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { build?: unknown }).build === 'string' &&
  (body as BuildManifest).build
    ? (body as BuildManifest).build
    : null
