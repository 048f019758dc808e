import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PROFILE_FIELDS } from '../../cms/src/rules/account'
import { LOCALES } from '../../cms/src/rules/locales'
import {
  changePasswordSchema,
  fieldErrors,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  unknownKeys,
} from './schemas'

const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0])

describe('account schemas', () => {
  it('word every registration failure as requirements §5 does', () => {
    expect(errorsOf(registerSchema.safeParse({}))).toEqual({
      email: "It's required",
      username: "It's required",
      password: "It's required",
    })
    expect(errorsOf(registerSchema.safeParse({ email: 'x@', username: 'abcd', password: '12345' }))).toEqual({
      email: 'Invalid email address',
      username: 'Must be at least 5 characters',
      password: 'Must be at least 6 characters',
    })
    expect(
      errorsOf(registerSchema.safeParse({ email: 'a@b.co', username: 'a'.repeat(31), password: 'b'.repeat(31) })),
    ).toEqual({
      username: 'Too long! Must be at most 30 characters',
      password: 'Too long! Must be at most 30 characters',
    })
  })

  it('accept the limits exactly and normalise e-mail addresses', () => {
    const parsed = registerSchema.parse({ email: '  Someone@Example.COM ', username: 'abcde', password: '123456' })
    expect(parsed.email).toBe('someone@example.com')
    expect(
      registerSchema.safeParse({ email: 'a@b.co', username: 'a'.repeat(30), password: 'b'.repeat(30) }).success,
    ).toBe(true)
  })

  it('check that confirmations match', () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({ verificationCode: 'c', password: '123456', passwordConfirmation: '1234567' }),
      ),
    ).toEqual({
      passwordConfirmation: 'The passwords did not match',
    })
    expect(
      errorsOf(
        changePasswordSchema.safeParse({
          currentPassword: 'x',
          newPassword: '123456',
          newPasswordConfirmation: '123457',
        }),
      ),
    ).toEqual({
      newPasswordConfirmation: 'The passwords did not match',
    })
  })

  it('refuse non-text values instead of coercing them', () => {
    expect(errorsOf(loginSchema.safeParse({ identifier: 5, password: { $ne: 1 } }))).toEqual({
      identifier: 'Must be text',
      password: 'Must be text',
    })
  })

  it('let the profile change only its own fields, within their limits', () => {
    const refused = profileSchema.safeParse({ displayName: 'ok', role: 1, email: 'x@y.z' })
    expect(refused.success).toBe(false)
    expect(unknownKeys((refused as { error: Parameters<typeof unknownKeys>[0] }).error)).toEqual(['role', 'email'])
    expect(
      errorsOf(
        profileSchema.safeParse({
          displayName: 'x'.repeat(51),
          headline: 'x'.repeat(51),
          bio: 'x'.repeat(251),
          location: 'x'.repeat(31),
        }),
      ),
    ).toEqual({
      displayName: 'Must be at most 50 characters',
      headline: 'Must be at most 50 characters',
      bio: 'Must be at most 250 characters',
      location: 'Must be at most 30 characters',
    })
    expect(profileSchema.parse({ bio: '  ', company: null, displayName: ' Ali ' })).toEqual({
      bio: null,
      company: null,
      displayName: 'Ali',
    })
  })

  it('take each link as what it names, and no address a link would run', () => {
    const links = { website: 'example.com/me', github: '@octo-cat', linkedin: 'jane-doe' }
    expect(profileSchema.parse(links)).toEqual(links)
    for (const website of ['https://qa.example.ir', 'http://example.com:8080/a?b#c', 'نمونه.ایران'])
      expect(profileSchema.safeParse({ website }).success).toBe(true)
    expect(
      errorsOf(profileSchema.safeParse({ website: 'javascript:alert(1)', github: 'user۱۲۳', linkedin: 'a b' })),
    ).toEqual({
      website: 'Must be a web address, like example.com',
      github: 'Must be a GitHub username, like octocat',
      linkedin: 'Must be a LinkedIn profile name, like jane-doe',
    })
    for (const website of ['data:text/html,x', 'example', 'ftp://example.com', '//example.com'])
      expect(profileSchema.safeParse({ website }).success).toBe(false)
    expect(profileSchema.parse({ website: '', github: '' })).toEqual({ website: null, github: null })
  })

  it("keep a GitHub or LinkedIn profile's address, pasted whole, as the name it names, whatever its length", () => {
    expect(
      profileSchema.parse({
        github: 'https://github.com/octo-cat-with-a-long-name/',
        linkedin: 'https://www.linkedin.com/in/walk-tester-1234567890?originalSubdomain=ir',
      }),
    ).toEqual({ github: 'octo-cat-with-a-long-name', linkedin: 'walk-tester-1234567890' })
    // A Persian profile name, as the address bar copies it.
    expect(profileSchema.parse({ linkedin: `ir.linkedin.com/in/${encodeURIComponent('سارا-احمدی')}/` }).linkedin).toBe(
      'سارا-احمدی',
    )
    // A web address loses only what a bare host means anyway.
    expect(profileSchema.parse({ website: 'https://www.barsanj-qa-example.com/' }).website).toBe(
      'www.barsanj-qa-example.com',
    )
    expect(profileSchema.parse({ website: 'https://qa.example/team/sara/' }).website).toBe('qa.example/team/sara/')
    expect(profileSchema.parse({ website: 'http://qa.example/' }).website).toBe('http://qa.example/')
    // Another site's address is no GitHub name.
    expect(profileSchema.safeParse({ github: 'https://gitlab.com/octo' }).success).toBe(false)
  })
})

describe('the CMS user model', () => {
  const schema = JSON.parse(
    readFileSync(
      path.join(__dirname, '../../cms/src/extensions/users-permissions/content-types/user/schema.json'),
      'utf8',
    ),
  ) as {
    attributes: Record<string, { type: string; maxLength?: number; private?: boolean; enum?: string[] }>
  }

  it('limits the profile fields as requirements §5 does, and takes an avatar and an e-mail language', () => {
    expect(PROFILE_FIELDS).toEqual({
      displayName: 50,
      headline: 50,
      bio: 250,
      jobTitle: 30,
      company: 30,
      location: 30,
      website: 30,
      github: 30,
      linkedin: 30,
    })
    expect(schema.attributes.avatar).toMatchObject({ type: 'media', multiple: false, allowedTypes: ['images'] })
    expect(schema.attributes.preferredLocale.enum).toEqual(LOCALES)
  })

  it('keeps secrets private', () => {
    for (const field of ['password', 'resetPasswordToken', 'resetPasswordExpiresAt', 'confirmationToken'])
      expect(schema.attributes[field].private).toBe(true)
  })
})

describe('account schemas and hostile text', () => {
  const lone = 'abc\ud800def'

  it('refuse a lone surrogate in every field with a message', () => {
    expect(errorsOf(loginSchema.safeParse({ identifier: 'someone', password: lone }))).toEqual({
      password: 'Contains characters that are not valid text',
    })
    expect(errorsOf(loginSchema.safeParse({ identifier: lone, password: 'secret' }))).toEqual({
      identifier: 'Contains characters that are not valid text',
    })
    expect(
      errorsOf(registerSchema.safeParse({ email: 'a@b.co', username: `user${lone}`, password: lone })),
    ).toMatchObject({
      username: 'Contains characters that are not valid text',
      password: 'Contains characters that are not valid text',
    })
    expect(errorsOf(profileSchema.safeParse({ displayName: lone }))).toEqual({
      displayName: 'Contains characters that are not valid text',
    })
    expect(
      errorsOf(
        changePasswordSchema.safeParse({ currentPassword: 'secret', newPassword: lone, newPasswordConfirmation: lone }),
      ),
    ).toMatchObject({
      newPassword: 'Contains characters that are not valid text',
    })
  })

  it('keep identifiers in one form, so one name typed two ways is one name', () => {
    expect(registerSchema.parse({ email: 'jo@example.com', username: 'علي_۱۳۷۰', password: 'secret1' })).toMatchObject({
      username: 'علی_1370',
    })
    expect(loginSchema.parse({ identifier: 'jose\u0301ph@example.com', password: 'x' }).identifier).toBe(
      'jos\u00e9ph@example.com',
    )
    expect(registerSchema.safeParse({ email: 'a@b.co', username: 'ب'.repeat(30), password: 'secret1' }).success).toBe(
      true,
    )
  })

  it('refuse a username a reader could take for another one', () => {
    for (const username of ['q\u0430_walker1', 'jose\u0301ph', '😀😀😀😀😀', 'qa_علی'])
      expect(errorsOf(registerSchema.safeParse({ email: 'a@b.co', username, password: 'secret1' }))).toEqual({
        username: 'Use letters of one alphabet (English or Persian), digits, and . _ - only',
      })
  })

  it('refuse direction controls in a username and drop them from profile fields', () => {
    expect(
      errorsOf(registerSchema.safeParse({ email: 'a@b.co', username: 'admin\u202exyz', password: 'secret1' })),
    ).toEqual({
      username: 'Must not contain invisible direction characters',
    })
    expect(profileSchema.parse({ displayName: '\u202eSara\u202c', bio: ' a\u2066b\u2069 ' })).toEqual({
      displayName: 'Sara',
      bio: 'ab',
    })
    expect(profileSchema.parse({ displayName: '\u202e' })).toEqual({ displayName: null })
  })

  it('refuse a new password longer than the 72 bytes bcrypt reads, within 30 characters', () => {
    const message = 'Too long! Emoji and some symbols count as several characters: use fewer of them'
    expect(
      errorsOf(registerSchema.safeParse({ email: 'a@b.co', username: 'abcde', password: '中'.repeat(25) })),
    ).toEqual({ password: message })
    expect(registerSchema.safeParse({ email: 'a@b.co', username: 'abcde', password: '中'.repeat(24) }).success).toBe(
      true,
    )
    expect(registerSchema.safeParse({ email: 'a@b.co', username: 'abcde', password: 'ب'.repeat(30) }).success).toBe(
      true,
    )
    // 14 emoji and two letters: 30 UTF-16 units, 58 bytes.
    expect(
      resetPasswordSchema.safeParse({
        verificationCode: 'c',
        password: `${'😀'.repeat(14)}ab`,
        passwordConfirmation: `${'😀'.repeat(14)}ab`,
      }).success,
    ).toBe(true)
  })
})
