/**
 * Editors writing in the CMS admin (issue [25]): a Persian entry's text fields run right to left
 * and an English entry's left to right, in the edit view and in the list of entries of each
 * language; the slug and the date keep left to right in both.
 */
import { expect, test } from '@playwright/test'
import { posts } from '../cms/src/seed/content'
import { signedInAdmin, stackState } from './cms-admin'

test('a Persian post’s title, excerpt and text run right to left; its English version’s left to right', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { cmsUrl, cmsToken, cmsAdmin } = stackState()
  const found = (await (
    await fetch(`${cmsUrl}/api/posts?filters[slug][$eq]=${encodeURIComponent(posts[0].slug)}&locale=fa`, {
      headers: { authorization: `Bearer ${cmsToken}` },
    })
  ).json()) as { data: { documentId: string }[] }
  const editor = await signedInAdmin(browser, cmsAdmin.email, cmsAdmin.password)
  const direction = (selector: string) =>
    editor
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).direction)
  for (const [locale, dir] of [
    ['fa', 'rtl'],
    ['en', 'ltr'],
  ] as const) {
    await editor.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::post.post/${found.data[0].documentId}?plugins[i18n][locale]=${locale}`,
    )
    const skipTour = editor.getByRole('button', { name: 'Skip' })
    if (await skipTour.isVisible().catch(() => false)) await skipTour.click()
    await expect(editor.locator('input[name="title"]')).toBeVisible({ timeout: 30_000 })
    await expect.poll(() => direction('input[name="title"]')).toBe(dir)
    expect(await direction('textarea[name="excerpt"]')).toBe(dir)
    expect(await direction('form [contenteditable="true"]')).toBe(dir)
    expect(await direction('input[name="slug"]')).toBe('ltr')
    expect(await direction('input[name="publishDate"]')).toBe('ltr')

    // The list of posts in that language: its title column, not its slug column.
    await editor.goto(`${cmsUrl}/admin/content-manager/collection-types/api::post.post?plugins[i18n][locale]=${locale}`)
    const row = editor.locator('tbody tr').first()
    await expect(row).toBeVisible({ timeout: 30_000 })
    const column = async (name: string) =>
      (await editor.locator('thead th').allTextContents()).findIndex((text) => text.trim() === name)
    const cellDirection = async (name: string) =>
      row
        .locator(':scope > td')
        .nth(await column(name))
        .evaluate((cell) => getComputedStyle(cell).direction)
    await expect.poll(() => cellDirection('title')).toBe(dir)
    expect(await cellDirection('slug')).toBe('ltr')
  }
  await editor.context().close()
})
