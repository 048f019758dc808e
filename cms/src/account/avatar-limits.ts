/**
 * The avatar limits as the CMS enforces them (./avatar-image.ts). The site's function checks the
 * same first (src/account/rules.ts and the error catalogue); src/account/image-type.test.ts keeps
 * the two equal.
 */
export const AVATAR_LIMITS = { side: 4096, stored: 512 } as const

export const NOT_AN_IMAGE_MESSAGE = 'You should select an image file'
export const IMAGE_TOO_LARGE_MESSAGE = `The image must be at most ${AVATAR_LIMITS.side} × ${AVATAR_LIMITS.side} pixels`
