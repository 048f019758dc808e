import path from 'node:path'

/** The project's directory: the checkout that holds the site, the CMS, the functions and their tools. */
export const ROOT = path.resolve(__dirname, '..')
