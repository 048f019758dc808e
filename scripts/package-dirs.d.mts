// The types of scripts/package-dirs.mjs, which runs before TypeScript can (npm's postinstall).
export declare const PACKAGE_DIRS: readonly string[]
