/**
 * `node make-release.mjs '<options as JSON>'`: makes one release (./release.ts makeReleaseHere) and
 * prints its directory. Run by `makeRelease`, bundled for plain Node (./bundle.ts).
 */
import { makeReleaseHere, type MakeReleaseOptions } from './release'

makeReleaseHere(JSON.parse(process.argv[2] ?? '{}') as MakeReleaseOptions).then(
  (dir) => console.log(dir),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  },
)
