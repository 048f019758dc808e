/**
 * The account rules of requirements §5 and §9, applied by the account area's forms and the
 * Netlify functions (their zod schemas are built from these: src/account/schemas.ts) and by the
 * CMS. The profile fields' limits are the user content type's own. Messages are the exact English
 * texts of requirements §5; the site translates them by using them as keys.
 */
import userSchema from '../extensions/users-permissions/content-types/user/schema.json'
import type { Locale } from './locales'

export const LIMITS = {
  username: { min: 5, max: 30 },
  /** maxBytes: bcrypt reads at most 72 bytes of a password; the CMS refuses longer ones. */
  password: { min: 6, max: 30, maxBytes: 72 },
  /** An e-mail address can be at most 254 characters (RFC 5321 path limit). */
  email: { max: 254 },
  /** Largest avatar accepted, in bytes (judged on the uploaded file itself). */
  avatarBytes: 2 * 1024 * 1024,
  /** Largest avatar in pixels a side, read from the file's headers before any decoding. */
  avatarSide: 4096,
  /** The side, in pixels, of the square the CMS stores an avatar as. */
  avatarStored: 512,
  /** Largest JSON body a user call accepts, in bytes. */
  jsonBodyBytes: 16 * 1024,
  /** Verification and reset codes are long random hex strings; anything longer is not one of ours. */
  codeLength: 256,
} as const

/**
 * The formats an avatar may be, by the names members know them by and the types browsers give
 * them. A file is judged by its bytes (src/account/image-type.ts), never by its name.
 */
export const AVATAR_FORMATS = [
  { name: 'JPEG', mime: 'image/jpeg' },
  { name: 'PNG', mime: 'image/png' },
  { name: 'GIF', mime: 'image/gif' },
  { name: 'WebP', mime: 'image/webp' },
  { name: 'AVIF', mime: 'image/avif' },
] as const

const avatarFormatNames = AVATAR_FORMATS.map((format) => format.name)

export const MESSAGES = {
  required: "It's required",
  invalidEmail: 'Invalid email address',
  usernameTooShort: `Must be at least ${LIMITS.username.min} characters`,
  usernameTooLong: `Too long! Must be at most ${LIMITS.username.max} characters`,
  passwordTooShort: `Must be at least ${LIMITS.password.min} characters`,
  passwordTooLong: `Too long! Must be at most ${LIMITS.password.max} characters`,
  passwordsDoNotMatch: 'The passwords did not match',
  atMost: (max: number) => `Must be at most ${max} characters`,
  selectImage: 'You should select an image file',
  /** A file whose bytes are no image of AVATAR_FORMATS, whatever its name says ("notes.txt" renamed "photo.jpg"). */
  notAnImage: `This file is not an image (${avatarFormatNames.slice(0, -1).join(', ')} or ${avatarFormatNames[avatarFormatNames.length - 1]}), whatever its name`,
  mustBeText: 'Must be text',
  malformedText: 'Contains characters that are not valid text',
  noDirectionControls: 'Must not contain invisible direction characters',
  websiteFormat: 'Must be a web address, like example.com',
  githubFormat: 'Must be a GitHub username, like octocat',
  linkedinFormat: 'Must be a LinkedIn profile name, like jane-doe',
  /** A username out of one alphabet, digits and . _ - (./username.ts). */
  usernameCharacters: 'Use letters of one alphabet (English or Persian), digits, and . _ - only',
  passwordTooManyBytes: 'Too long! Emoji and some symbols count as several characters: use fewer of them',
  /** A new password among the most common ones (cms/src/account/common-passwords.ts). */
  passwordTooCommon: 'This password is one of the most common: choose one that is harder to guess',
} as const

/**
 * The profile fields a member may change with PUT /api/user/me, with their maximum lengths
 * (requirements §5: display name and headline 50, bio 250, every other field 30).
 */
export const PROFILE_FIELDS = {
  displayName: userSchema.attributes.displayName.maxLength,
  headline: userSchema.attributes.headline.maxLength,
  bio: userSchema.attributes.bio.maxLength,
  jobTitle: userSchema.attributes.jobTitle.maxLength,
  company: userSchema.attributes.company.maxLength,
  location: userSchema.attributes.location.maxLength,
  website: userSchema.attributes.website.maxLength,
  github: userSchema.attributes.github.maxLength,
  linkedin: userSchema.attributes.linkedin.maxLength,
}

export type ProfileField = keyof typeof PROFILE_FIELDS

/**
 * The profile's links, each as what it names: a web address (http or https, or a bare host; never
 * `javascript:` or another scheme a link would run), a GitHub username, a LinkedIn profile name,
 * each also as its profile's address. Checked by the site's schema and the CMS alike.
 */
export const PROFILE_LINKS: Partial<Record<ProfileField, { pattern: RegExp; message: string }>> = {
  website: {
    pattern:
      /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu,
    message: MESSAGES.websiteFormat,
  },
  github: {
    pattern: /^(?:(?:https?:\/\/)?(?:www\.)?github\.com\/)?@?[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,38}\/?$/i,
    message: MESSAGES.githubFormat,
  },
  linkedin: {
    pattern: /^(?:(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/)?[\p{L}\p{N}-]{3,100}\/?$/iu,
    message: MESSAGES.linkedinFormat,
  },
}
/**
 * What a member pastes whole, kept shorter (the fields' limit is a name's, not an address's): a
 * GitHub or LinkedIn profile's address as the name it names; a web address without its `https://`
 * (a bare host is taken as https) and without the slash that ends a bare host.
 */
const SHORT_FORMS: Partial<Record<ProfileField, { address: RegExp; name: boolean }>> = {
  website: { address: /^https:\/\/(?:([^/?#\s]+)\/?|(\S+))$/i, name: false },
  github: { address: /^(?:https?:\/\/)?(?:www\.)?github\.com\/@?([^/?#\s]+)\/?(?:[?#]\S*)?$/i, name: true },
  linkedin: {
    address: /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i,
    name: true,
  },
}

/** A profile field's value as kept: in its short form (above) where it has one, else as given. */
export function profileValue(field: ProfileField, value: string): string {
  const form = SHORT_FORMS[field]
  const match = form?.address.exec(value)
  const short = match?.[1] ?? match?.[2]
  if (!short) return value
  if (!form?.name) return short
  try {
    // A Persian profile name comes percent-encoded in the address bar's copy.
    return decodeURIComponent(short)
  } catch {
    return short
  }
}

export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[]

/** What a member may change about themselves in the CMS: the profile fields and the e-mails' language. */
export const EDITABLE_FIELDS = [...PROFILE_FIELD_NAMES, 'preferredLocale'] as const
export type EditableField = ProfileField | 'preferredLocale'

export type Avatar = {
  id: number
  url: string
  width: number | null
  height: number | null
  mime: string
  /** Smaller renditions the CMS made (thumbnail, small, ...), absolute URLs. */
  formats: Record<string, { url: string; width: number; height: number }>
}

export type Role = { id: number; name: string; type: string }

/**
 * A "populated" user (requirements §7), as the CMS's account routes answer and the site's
 * functions pass on: the member's own record with role and avatar.
 */
export type AccountUser = {
  id: number
  documentId: string
  username: string
  email: string
  confirmed: boolean
  blocked: boolean
  preferredLocale: Locale | null
  createdAt: string
  updatedAt: string
  role: Role | null
  avatar: Avatar | null
} & { [K in ProfileField]: string | null }
