// The types of scripts/node-runtime.mjs, which runs before TypeScript can (npm's postinstall).
export const PROJECT_NODE_MAJOR: number
export function assertProjectNode(what: string): void
export function enableCompileCache(): void
export function nodeHeadersDir(): string | undefined
export function buildEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
export function addonsBuiltForAnotherNode(dir: string): string[]
export function rebuildAddonsForThisNode(dir: string): number
