/**
 * The account rules of requirements §5 and §9, stated once. The forms of the account area and
 * the Netlify functions both validate with the schemas built from these (src/account/schemas.ts);
 * the CMS's user content type mirrors the profile limits and a unit test keeps the two equal.
 * Messages are the exact English texts of requirements §5; the site translates them by using them as keys.
 */
export const LIMITS = {
  username: { min: 5, max: 30 },
  /** maxBytes: bcrypt reads at most 72 bytes of a password; the CMS refuses longer ones. */
  password: { min: 6, max: 30, maxBytes: 72 },
  /** An e-mail address can be at most 254 characters (RFC 5321 path limit). */
  email: { max: 254 },
  displayName: 50,
  headline: 50,
  bio: 250,
  /** Every other profile field (requirements §5: other fields at most 30). */
  otherProfileField: 30,
  /** Largest avatar accepted, in bytes (judged on the uploaded file itself). */
  avatarBytes: 2 * 1024 * 1024,
  /** Largest avatar in pixels a side, read from the file's headers before any decoding (the CMS mirrors it). */
  avatarSide: 4096,
  /** Largest JSON body a user call accepts, in bytes. */
  jsonBodyBytes: 16 * 1024,
  /** Verification and reset codes are long random hex strings; anything longer is not one of ours. */
  codeLength: 256,
} as const

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
  mustBeText: 'Must be text',
  malformedText: 'Contains characters that are not valid text',
  noDirectionControls: 'Must not contain invisible direction characters',
  passwordTooManyBytes: 'Too long! Emoji and some symbols count as several characters: use fewer of them',
} as const

/** The profile fields a member may change with PUT /api/user/me, with their maximum lengths. */
export const PROFILE_FIELDS = {
  displayName: LIMITS.displayName,
  headline: LIMITS.headline,
  bio: LIMITS.bio,
  jobTitle: LIMITS.otherProfileField,
  company: LIMITS.otherProfileField,
  location: LIMITS.otherProfileField,
  website: LIMITS.otherProfileField,
  github: LIMITS.otherProfileField,
  linkedin: LIMITS.otherProfileField,
} as const

export type ProfileField = keyof typeof PROFILE_FIELDS
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileField[]
