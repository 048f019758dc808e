/**
 * Removing a member's picture from the media library, marked as a member's: a change to a
 * picture is no change to the site, so the rebuild webhook and the build status editors see leave
 * it out (cms/src/publishing/rebuild-trigger.ts, cms/src/publishing/). Without the mark, a member replacing
 * their picture or deleting their account started a site build and showed in the admin as its last
 * change, named by the file's internal name. Strapi's media event names the file's id but not its
 * folder or owner, and reaches the listeners after the removal has returned, so the ids removed
 * here are remembered (file ids are never reused; the oldest are forgotten past a bound).
 */
import type { Core } from '@strapi/strapi'

const REMEMBERED = 1000
const removed = new Set<number>()

export async function removeAvatarFile(strapi: Core.Strapi, file: { id: number }) {
  removed.add(file.id)
  if (removed.size > REMEMBERED) removed.delete(removed.values().next().value as number)
  await strapi.plugin('upload').service('upload').remove(file)
}

/** Whether a media event's file is a member's picture this process removed. */
export const isMemberAvatar = (file: Record<string, unknown> | null | undefined): boolean =>
  typeof file?.id === 'number' && removed.has(file.id)
