/**
 * What the CMS stores as an avatar: never the uploaded file itself. Its pixel size is read from
 * its headers (no pixel decoded) and refused above LIMITS.avatarSide a side, so a small file
 * declaring 16,000 × 16,000 pixels costs nothing; an accepted one is re-encoded to a square WebP
 * of LIMITS.avatarStored pixels (EXIF orientation applied, metadata dropped), so readers never
 * download more than that.
 */
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { errors } from '@strapi/utils'
import sharp from 'sharp'
import { LIMITS } from '../rules/account'
import { ERROR_CATALOGUE } from '../rules/errors'

export const NOT_AN_IMAGE_MESSAGE = ERROR_CATALOGUE['not-an-image'].message
const IMAGE_TOO_LARGE_MESSAGE = ERROR_CATALOGUE['image-too-large'].message

export type UploadedFile = {
  filepath: string
  originalFilename?: string | null
  mimetype?: string | null
  size: number
}

/** The re-encoded avatar as an upload for Strapi's upload service, and a function removing it once stored. */
export async function avatarFrom(file: UploadedFile): Promise<{ file: UploadedFile; discard: () => Promise<void> }> {
  let width: number | undefined
  let height: number | undefined
  try {
    ;({ width, height } = await sharp(file.filepath).metadata())
  } catch {
    throw new errors.ValidationError(NOT_AN_IMAGE_MESSAGE, { code: 'not-an-image' })
  }
  if (!width || !height) throw new errors.ValidationError(NOT_AN_IMAGE_MESSAGE, { code: 'not-an-image' })
  if (width > LIMITS.avatarSide || height > LIMITS.avatarSide)
    throw new errors.ValidationError(IMAGE_TOO_LARGE_MESSAGE, { code: 'image-too-large' })
  const filepath = path.join(os.tmpdir(), `avatar-${randomUUID()}.webp`)
  try {
    const written = await sharp(file.filepath, { limitInputPixels: LIMITS.avatarSide * LIMITS.avatarSide })
      .rotate()
      .resize(LIMITS.avatarStored, LIMITS.avatarStored, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toFile(filepath)
    return {
      file: { filepath, originalFilename: 'avatar.webp', mimetype: 'image/webp', size: written.size },
      discard: () => rm(filepath, { force: true }),
    }
  } catch {
    await rm(filepath, { force: true })
    throw new errors.ValidationError(NOT_AN_IMAGE_MESSAGE, { code: 'not-an-image' })
  }
}
