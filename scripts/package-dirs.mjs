// The folders with a package manifest of their own, installed after the root by its postinstall on
// the project's Node (scripts/postinstall.mjs; docs/decisions/0050-installs-by-node.md).
export const PACKAGE_DIRS = /** @type {const} */ (['cms', 'server', 'e2e', 'bench'])
