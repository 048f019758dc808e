/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { navigate } from 'gatsby'
import { renderSite } from '../../../tests/support/render-site'
import { AVATAR_FORMATS } from '../../../cms/src/rules/account'
import { ConfirmAccountScreen, LoginScreen, ResetPasswordScreen, SignupScreen } from './auth-screens'
import { AvatarScreen, PasswordScreen, ProfileScreen } from './user-screens'
import { AUTOFOCUS_DELAY_MS } from '../forms/text-field'

type Call = { url: string; init: RequestInit }
let calls: Call[] = []
/** Answers /api/user/* calls in order; jsdom has no fetch. */
function answers(...bodies: [number, unknown][]) {
  calls = []
  global.fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init })
    const [status, body] = bodies.shift() ?? [500, null]
    return { ok: status < 400, status, json: async () => body } as Response
  })
}
const error = (code: string, message: string) => ({ error: { code, message } })
const member = { user: { id: 1, email: 'sara@example.com', username: 'sara_1', avatar: null } }

/** What every password field on the screen holds, in order. */
const passwordValues = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"]')).map((field) => field.value)

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const submit = async (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })))

beforeEach(() => (navigate as jest.Mock).mockClear())

describe('login', () => {
  it('logs in, sends the page language and returns to ?next', async () => {
    answers([200, member])
    renderSite(<LoginScreen locale="en" search="?next=/en/posts/p99/" />)
    fill('E-mail or username', 'sara@example.com')
    fill('Password', 'secret-1')
    await submit('Log in')
    expect(calls[0].url).toBe('/api/user/login')
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ identifier: 'sara@example.com', password: 'secret-1' })
    expect((calls[0].init.headers as Record<string, string>)['accept-language']).toBe('en')
    expect(navigate).toHaveBeenCalledWith('/en/posts/p99/', { replace: true })
  })

  it('shows the catalogue message in place and offers a new activation e-mail when not verified', async () => {
    answers([403, error('account-not-verified', 'Account not verified')])
    renderSite(<LoginScreen locale="fa" search="" />, { locale: 'fa' })
    fill('ایمیل یا نام کاربری', 'sara@example.com')
    fill('گذرواژه', 'secret-1')
    await submit('ورود')
    expect(screen.getByRole('alert')).toHaveTextContent('حساب تأیید نشده است')
    expect(screen.getByRole('link', { name: 'فرستادن دوبارهٔ ایمیل فعال‌سازی' })).toHaveAttribute(
      'href',
      '/fa/auth/send-email-confirmation/',
    )
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('signup', () => {
  it('tells the new member once, in place of the form, to check their e-mail for the verification link', async () => {
    answers([201, { ok: true, email: 'new@example.com' }])
    renderSite(<SignupScreen locale="en" search="" />)
    fill('E-mail', 'new@example.com')
    fill('Username', 'newbie1')
    fill('Password', 'secret-1')
    await submit('Create account')
    expect(screen.getByRole('status')).toHaveTextContent('We sent a verification link to new@example.com')
    expect(screen.getAllByText(/We sent a verification link/)).toHaveLength(1)
    expect(screen.getAllByText('Check your e-mail')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument()
  })

  it('says when the e-mail or username is taken', async () => {
    answers([409, error('already-taken', 'Email or Username are already taken')])
    renderSite(<SignupScreen locale="en" search="" />)
    fill('E-mail', 'new@example.com')
    fill('Username', 'newbie1')
    fill('Password', 'secret-1')
    await submit('Create account')
    expect(screen.getByRole('alert')).toHaveTextContent('Email or Username are already taken')
  })
})

describe('signup username rule', () => {
  it('states in its hint the same smallest length its error names, in Persian digits', async () => {
    renderSite(<SignupScreen locale="fa" search="" />, { locale: 'fa' })
    expect(screen.getByText('نامی یکتا، از ۵ تا ۳۰ نویسه')).toBeInTheDocument()
    fill('نام کاربری', 'abcd')
    fireEvent.blur(screen.getByLabelText('نام کاربری'))
    expect(await screen.findByText('دست‌کم ۵ نویسه لازم است')).toBeInTheDocument()
  })
})

describe('confirm-account', () => {
  it('confirms from the code as soon as it opens', async () => {
    answers([200, { ok: true }])
    renderSite(<ConfirmAccountScreen locale="en" search="?code=abc" code="abc" />)
    expect(await screen.findByText('Account confirmed!')).toBeInTheDocument()
    expect(calls.map((call) => call.url)).toEqual(['/api/user/confirm-account?code=abc'])
    // The next step, not the sign-up form's "Already have an account?".
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login/')
    expect(screen.queryByRole('link', { name: /Already have an account/ })).not.toBeInTheDocument()
  })

  it('says the code is wrong with the required screen wording', async () => {
    answers([400, error('incorrect-code', 'Incorrect code provided')])
    renderSite(<ConfirmAccountScreen locale="en" search="?code=bad" code="bad" />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect verification code provided')
  })

  it('tells a member who opens the link again that the account is confirmed and where to log in', async () => {
    answers([409, error('already-confirmed', 'This account is already confirmed')])
    renderSite(<ConfirmAccountScreen locale="en" search="?code=abc" code="abc" />)
    await screen.findByText('This account is already confirmed')
    expect(screen.getByRole('status')).toHaveTextContent('This link was used before.')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login/')
  })
})

describe('reset-password', () => {
  it('sends the code from the link with the new password, then goes to login with the required notice', async () => {
    answers([200, { ok: true }])
    renderSite(<ResetPasswordScreen locale="en" search="?code=c0de" code="c0de" />)
    fill('New password', 'new-pass-1')
    fill('Repeat the new password', 'new-pass-2')
    await submit('Reset password')
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords did not match')
    expect(calls).toEqual([])
    fill('Repeat the new password', 'new-pass-1')
    await submit('Reset password')
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      verificationCode: 'c0de',
      password: 'new-pass-1',
      passwordConfirmation: 'new-pass-1',
    })
    expect(screen.getByText('Your password successfully reset. Use your new password to log in.')).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/en/auth/login/', { replace: true })
    // Should the login screen be slow to come, the new password is not left on this one.
    await waitFor(() => expect(passwordValues()).toEqual(['', '']))
  })
})

describe('password', () => {
  it('changes the password, says so, and empties every password field', async () => {
    answers([200, member])
    renderSite(<PasswordScreen locale="en" />)
    fill('Current password', 'old-pass-1')
    fill('New password', 'new-pass-1')
    fill('Repeat the new password', 'new-pass-1')
    await submit('Change password')
    expect(screen.getByText('Your password has been changed')).toBeInTheDocument()
    await waitFor(() => expect(passwordValues()).toEqual(['', '', '']))
    // Emptied, not judged: no "It's required" under the fields the form emptied itself.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so in Persian', async () => {
    answers([200, member])
    renderSite(<PasswordScreen locale="fa" />, { locale: 'fa' })
    fill('گذرواژهٔ کنونی', 'old-pass-1')
    fill('گذرواژهٔ تازه', 'new-pass-1')
    fill('تکرار گذرواژهٔ تازه', 'new-pass-1')
    await submit('تغییر گذرواژه')
    expect(screen.getByText('گذرواژهٔ شما تغییر کرد')).toBeInTheDocument()
  })

  it('keeps what was typed when the change is refused, to be corrected', async () => {
    answers([400, error('invalid-current-password', 'The current password is incorrect')])
    renderSite(<PasswordScreen locale="en" />)
    fill('Current password', 'old-pass-1')
    fill('New password', 'new-pass-1')
    fill('Repeat the new password', 'new-pass-1')
    await submit('Change password')
    expect(passwordValues()).toEqual(['old-pass-1', 'new-pass-1', 'new-pass-1'])
  })

  it('shows a wrong current password in place', async () => {
    answers([400, error('invalid-current-password', 'The current password is incorrect')])
    renderSite(<PasswordScreen locale="en" />)
    fill('Current password', 'old-pass-1')
    fill('New password', 'new-pass-1')
    fill('Repeat the new password', 'new-pass-1')
    await submit('Change password')
    expect(screen.getByRole('alert')).toHaveTextContent('The current password is incorrect')
  })
})

describe('profile', () => {
  // A page to read first (the member's details, their data, the way to leave): no field takes the
  // focus, nor on a phone the screen's lower half for its keyboard, until the member picks one.
  it('opens with no field focused', async () => {
    answers([200, member])
    renderSite(<ProfileScreen locale="en" />)
    await screen.findByRole('button', { name: 'Delete my account…' })
    await act(() => new Promise((resolve) => setTimeout(resolve, AUTOFOCUS_DELAY_MS + 50)))
    expect(document.activeElement).toBe(document.body)
  })

  it("writes a LinkedIn profile's address as its name when the member leaves the field, and saves the name", async () => {
    answers([200, member], [200, member])
    renderSite(<ProfileScreen locale="en" />)
    const field = await screen.findByLabelText('LinkedIn')
    fill('LinkedIn', 'https://www.linkedin.com/in/walk-tester-1234567890/')
    fireEvent.blur(field)
    expect(field).toHaveValue('walk-tester-1234567890')
    expect(screen.getByTestId('linkedin-counter')).toHaveTextContent('22/30')
    await submit('Save profile')
    expect(JSON.parse(String(calls[1].init.body))).toMatchObject({ linkedin: 'walk-tester-1234567890' })
  })
})

describe('deleting the account', () => {
  it('leaves no password in its form once the account is gone', async () => {
    answers([200, member], [200, { ok: true }])
    renderSite(<ProfileScreen locale="en" />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }))
    fill('Your password, to confirm', 'secret-1')
    await submit('Delete my account for good')
    expect(calls[1].url).toBe('/api/user/delete-account')
    expect(navigate).toHaveBeenCalledWith('/en/')
    // The form goes with the account, before the home page comes: no password is left on this one.
    await waitFor(() => expect(passwordValues()).not.toContain('secret-1'))
  })
})

/** A text file renamed to look like a photo: its name and declared type say JPEG, its bytes do not. */
function renamedTextFile() {
  const file = new File(['notes, not an image'], 'photo.jpg', { type: 'image/jpeg' })
  Object.defineProperty(file, 'slice', {
    value: () => ({ arrayBuffer: async () => Uint8Array.from(Buffer.from('notes, not an image')).buffer }),
  })
  return file
}

describe('avatar', () => {
  it('asks for an image file when none is chosen, and sends nothing', async () => {
    answers([200, member])
    renderSite(<AvatarScreen locale="en" />)
    await waitFor(() => expect(calls.length).toBe(1))
    await submit('Upload avatar')
    expect(screen.getByRole('alert')).toHaveTextContent('You should select an image file')
    expect(calls.length).toBe(1)
  })

  it.each([
    ['en', 'Choose an image', 'This file is not an image (JPEG, PNG, GIF, WebP or AVIF), whatever its name'],
    ['fa', 'انتخاب تصویر', 'این فایل تصویر نیست (JPEG، PNG، GIF، WebP یا AVIF)، نامش هرچه باشد'],
  ] as const)(
    'in %s, says what is wrong with a file that only has an image’s name, and sends nothing',
    async (locale, label, said) => {
      answers([200, member])
      renderSite(<AvatarScreen locale={locale} />, { locale })
      await waitFor(() => expect(calls.length).toBe(1))
      await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { files: [renamedTextFile()] } }))
      expect(screen.getByRole('alert')).toHaveTextContent(said)
      expect(calls.length).toBe(1)
    },
  )

  it('keeps the reason a chosen file was refused when Upload is pressed', async () => {
    answers([200, member])
    renderSite(<AvatarScreen locale="en" />)
    await waitFor(() => expect(calls.length).toBe(1))
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Choose an image'), { target: { files: [renamedTextFile()] } }),
    )
    await submit('Upload avatar')
    expect(screen.getByRole('alert')).toHaveTextContent('This file is not an image')
    expect(calls.length).toBe(1)
  })

  it('says in the page’s language that no image is chosen yet, where the browser’s picker says it in its own', () => {
    answers([200, member])
    renderSite(<AvatarScreen locale="fa" />, { locale: 'fa' })
    expect(screen.getByLabelText('انتخاب تصویر')).toHaveAccessibleDescription(/^هنوز تصویری انتخاب نشده/)
  })

  it('offers the formats it takes, no other', () => {
    answers([200, member])
    renderSite(<AvatarScreen locale="en" />)
    expect(screen.getByLabelText('Choose an image')).toHaveAttribute(
      'accept',
      AVATAR_FORMATS.map((format) => format.mime).join(','),
    )
  })
})
