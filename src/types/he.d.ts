/** he (node-html-parser's entity codec): only what tests/unit/node-html-parser-decode.test.ts spies on. */
declare module 'he' {
  const he: { decode(html: string, options?: { isAttributeValue?: boolean; strict?: boolean }): string }
  export default he
}
