/**
 * The patch in patches/gatsby+5.16.1.patch: stitching slices into pages (after the HTML step)
 * reads and writes each page as latin1, one character per byte, instead of decoding it as UTF-8
 * and encoding it again, and reads each slice file once per run. The written page must be
 * byte for byte what UTF-8 stitching writes, Persian text and emoji included, also in slice ids
 * and slice content; a slice file changed between runs must be read again.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { clearSliceContents, stitchSliceForAPage } from 'gatsby/dist/utils/slices/stitching'

let publicDir: string

beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), 'stitching-'))
  mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true })
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

const writeSlice = (id: string, html: string) =>
  writeFileSync(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), html)
const writePage = (pagePath: string, html: string) => {
  mkdirSync(path.join(publicDir, pagePath), { recursive: true })
  writeFileSync(path.join(publicDir, pagePath, 'index.html'), html)
}
const readPage = (pagePath: string) => readFileSync(path.join(publicDir, pagePath, 'index.html'))

test('a page and its slices keep every byte of their UTF-8 text', async () => {
  writeSlice('_gatsby-scripts-1', '<script>window.متن="خوش آمدید 🎉"</script>')
  writeSlice('پاورقی', '<footer>© ۱۴۰۳ — بارسنج</footer>')
  writePage(
    '/fa/posts/آزمون/',
    '<html lang="fa"><body><h1>آزمون بار و استرس 🚀</h1>' +
      '<slice-start id="پاورقی"></slice-start><p>جای پاورقی</p><slice-end id="پاورقی"></slice-end>' +
      '<slice-start id="_gatsby-scripts-1"></slice-start><slice-end id="_gatsby-scripts-1"></slice-end></body></html>',
  )
  clearSliceContents()
  await stitchSliceForAPage({ pagePath: '/fa/posts/آزمون/', publicDir })
  expect(readPage('/fa/posts/آزمون/').toString('utf8')).toBe(
    '<html lang="fa"><body><h1>آزمون بار و استرس 🚀</h1>' +
      '<!-- slice-start id="پاورقی" --><footer>© ۱۴۰۳ — بارسنج</footer><!-- slice-end id="پاورقی" -->' +
      '<!-- slice-start id="_gatsby-scripts-1" --><script>window.متن="خوش آمدید 🎉"</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>',
  )
})

test('an already stitched page is stitched again from the current slice, once the run is over', async () => {
  writeSlice('s', '<i>اول</i>')
  writePage('/a/', '<p>الف</p><slice-start id="s"></slice-start><slice-end id="s"></slice-end>')
  writePage('/b/', '<p>ب</p><slice-start id="s"></slice-start><slice-end id="s"></slice-end>')
  clearSliceContents()
  await stitchSliceForAPage({ pagePath: '/a/', publicDir })
  writeSlice('s', '<i>دوم</i>')
  // Within one run the slice is read once: the second page gets what the first one got.
  await stitchSliceForAPage({ pagePath: '/b/', publicDir })
  expect(readPage('/b/').toString('utf8')).toBe(
    '<p>ب</p><!-- slice-start id="s" --><i>اول</i><!-- slice-end id="s" -->',
  )
  clearSliceContents()
  await stitchSliceForAPage({ pagePath: '/a/', publicDir })
  expect(readPage('/a/').toString('utf8')).toBe(
    '<p>الف</p><!-- slice-start id="s" --><i>دوم</i><!-- slice-end id="s" -->',
  )
})
