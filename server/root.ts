import path from 'node:path'

/** The project's directory: the checkout that holds the site, the CMS, the functions and their tools. */
export const ROOT = path.resolve(__dirname, '..')

/** A command a package installs in `dir`'s node_modules/.bin. */
export const bin = (dir: string, name: string) => path.join(dir, 'node_modules', '.bin', name)
