/**
 * PUT /api/user/me/avatar, multipart/form-data with the image in field `file` → { user }. At most
 * LIMITS.avatarBytes (2 MB) and LIMITS.avatarSide pixels a side, the size read from the image's
 * headers without decoding it; the type is judged by the bytes (JPEG, PNG, GIF, WebP, AVIF). The
 * CMS checks the same, stores it re-encoded (cms/src/account/avatar-image.ts), makes it the
 * member's avatar and deletes the previous one.
 */
import type { Config } from '@netlify/functions'
import { ERROR_CATALOGUE } from '../cms/src/rules/errors'
import { imageSizeOf, imageTypeOf } from '../src/account/image-type'
import { LIMITS, MESSAGES } from '../cms/src/rules/account'
import type { UserResponse } from '../src/account/types'
import { functionsEnv, requireSession, sessionCallFailure } from './lib/account.mjs'
import { accountUserFrom, cmsCall } from './lib/cms.mjs'
import { HttpFailure, handle, isMultipart, json, readBody } from './lib/http.mjs'

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024

export default handle(['PUT'], async (req, context) => {
  const env = functionsEnv()
  const session = requireSession(req, env)
  if (!isMultipart(req))
    throw new HttpFailure('unsupported-media-type', {
      message: 'Send the image as multipart/form-data in the field file',
    })
  const raw = await readBody(req, LIMITS.avatarBytes + MULTIPART_OVERHEAD, 'file-too-large')
  let form: FormData
  try {
    form = await new Response(raw, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData()
  } catch {
    throw new HttpFailure('validation-failed', {
      message: MESSAGES.selectImage,
      fields: { file: MESSAGES.selectImage },
    })
  }
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0)
    throw new HttpFailure('validation-failed', {
      message: MESSAGES.selectImage,
      fields: { file: MESSAGES.selectImage },
    })
  if (file.size > LIMITS.avatarBytes) throw new HttpFailure('file-too-large')
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = imageTypeOf(bytes)
  if (!type) throw new HttpFailure('not-an-image', { fields: { file: MESSAGES.notAnImage } })
  const size = imageSizeOf(bytes, type)
  if (!size) throw new HttpFailure('not-an-image', { fields: { file: MESSAGES.notAnImage } })
  if (size.width > LIMITS.avatarSide || size.height > LIMITS.avatarSide)
    throw new HttpFailure('image-too-large', { fields: { file: ERROR_CATALOGUE['image-too-large'].message } })

  // Forwarded under Strapi's own field name, with a name and type the function chose.
  const upload = new FormData()
  upload.set('files', new Blob([bytes], { type: type.mime }), `avatar.${type.extension}`)
  const answer = await cmsCall(env, '/api/account/me/avatar', {
    method: 'PUT',
    form: upload,
    token: session.token,
    req,
    context,
    timeoutMs: 15_000,
  })
  if (answer.status !== 200) throw sessionCallFailure(req, answer, '/api/account/me/avatar')
  const body: UserResponse = { user: accountUserFrom(answer, '/api/account/me/avatar') }
  return json(body)
})

export const config: Config = { path: '/api/user/me/avatar' }
