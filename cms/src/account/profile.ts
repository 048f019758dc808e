/** What a member may change about themselves: the profile attributes of the user schema plus the e-mail language. */
export const PROFILE_FIELDS = [
  'displayName',
  'headline',
  'bio',
  'jobTitle',
  'company',
  'location',
  'website',
  'github',
  'linkedin',
  'preferredLocale',
] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]
