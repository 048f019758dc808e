/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react'
import { renderSite } from '../../../tests/support/render-site'
import { registerSchema } from '../schemas'
import { AccountForm } from './account-form'
import { AUTOFOCUS_DELAY_MS, INPUT_DEBOUNCE_MS, TextField } from './text-field'
import type { AccountFailure } from '../api'

function renderSignup(
  onSubmit: (values: unknown) => Promise<AccountFailure | void> = async () => {},
  locale: 'fa' | 'en' = 'en',
) {
  renderSite(
    <AccountForm schema={registerSchema} onSubmit={onSubmit} submitLabel="Create account">
      <TextField name="email" label="E-mail" type="email" autoFocus />
      <TextField name="username" label="Username" maxLength={30} />
      <TextField name="password" label="Password" type="password" />
    </AccountForm>,
    { locale },
  )
  return {
    email: screen.getByLabelText('E-mail'),
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
  }
}

describe('account forms', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows the message on blur, at once', () => {
    const { email } = renderSignup()
    fireEvent.change(email, { target: { value: 'not-an-address' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.blur(email)
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address')
    expect(email).toHaveAttribute('aria-invalid', 'true')
  })

  it('says nothing of a field left as it came until the form is sent', () => {
    const { email } = renderSignup()
    fireEvent.focus(email)
    fireEvent.blur(email)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(email).not.toHaveAttribute('aria-invalid')
    // Typed and erased: the reader has been there, and the field says what it needs.
    fireEvent.change(email, { target: { value: 'a' } })
    fireEvent.change(email, { target: { value: '' } })
    fireEvent.blur(email)
    expect(screen.getByRole('alert')).toHaveTextContent("It's required")
  })

  it('once touched, follows typing 300 ms after the last input', () => {
    const { username } = renderSignup()
    fireEvent.change(username, { target: { value: 'abc' } })
    fireEvent.blur(username)
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 5 characters')
    fireEvent.change(username, { target: { value: 'abcdef' } })
    act(() => jest.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1))
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 5 characters')
    act(() => jest.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    fireEvent.change(username, { target: { value: 'x'.repeat(31) } })
    act(() => jest.advanceTimersByTime(INPUT_DEBOUNCE_MS))
    expect(screen.getByRole('alert')).toHaveTextContent('Too long! Must be at most 30 characters')
    expect(screen.getByTestId('username-counter')).toHaveTextContent('31/30')
  })

  it('does not judge an untouched field while the reader types', () => {
    const { email } = renderSignup()
    fireEvent.change(email, { target: { value: 'a' } })
    act(() => jest.advanceTimersByTime(INPUT_DEBOUNCE_MS * 3))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('on submit shows every message and sends nothing', async () => {
    const onSubmit = jest.fn()
    renderSignup(onSubmit)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })))
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "It's required",
      "It's required",
      "It's required",
    ])
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('after a submit with errors, names the fields to fix under the button and focuses the first', async () => {
    const { email, username, password } = renderSignup()
    fireEvent.change(email, { target: { value: 'reader@example.com' } })
    fireEvent.change(username, { target: { value: 'abc' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })))
    act(() => jest.runOnlyPendingTimers())
    expect(username).toHaveFocus()
    const fixes = screen.getByTestId('form-fixes')
    expect(fixes).toHaveTextContent('Check these fields:')
    expect(
      Array.from(fixes.querySelectorAll('a')).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Username', '#field-username'],
      ['Password', '#field-password'],
    ])
    fireEvent.click(screen.getByRole('link', { name: 'Password' }))
    expect(password).toHaveFocus()
    // A fixed field leaves the list; with all fixed, the list goes.
    fireEvent.change(username, { target: { value: 'abcdef' } })
    expect(Array.from(screen.getByTestId('form-fixes').querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'Password',
    ])
    fireEvent.change(password, { target: { value: 'secret-1' } })
    expect(screen.queryByTestId('form-fixes')).not.toBeInTheDocument()
  })

  it('names and focuses the fields the server refused', async () => {
    const onSubmit = jest.fn(async (): Promise<AccountFailure> => ({
      ok: false,
      code: 'validation-failed',
      message: 'Some fields are not valid',
      fields: { username: 'Must be at least 5 characters' },
    }))
    const { email, username, password } = renderSignup(onSubmit)
    fireEvent.change(email, { target: { value: 'reader@example.com' } })
    fireEvent.change(username, { target: { value: 'reader1' } })
    fireEvent.change(password, { target: { value: 'secret-1' } })
    act(() => password.focus())
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })))
    act(() => jest.runOnlyPendingTimers())
    expect(username).toHaveFocus()
    expect(screen.getByTestId('form-fixes')).toHaveTextContent('Username')
  })

  it('sends the parsed values, shows a working state, then the server error in place, translated', async () => {
    let answer: (failure: AccountFailure) => void = () => {}
    const onSubmit = jest.fn(() => new Promise<AccountFailure>((resolve) => (answer = resolve)))
    const { email, username, password } = renderSignup(onSubmit, 'fa')
    fireEvent.change(email, { target: { value: ' Reader@Example.com ' } })
    fireEvent.change(username, { target: { value: 'reader1' } })
    fireEvent.change(password, { target: { value: 'secret-1' } })
    await act(async () => fireEvent.submit(email.closest('form')!))
    expect(onSubmit).toHaveBeenCalledWith({ email: 'reader@example.com', username: 'reader1', password: 'secret-1' })
    expect(screen.getByRole('button')).toBeDisabled()
    expect(screen.getByRole('button')).toHaveTextContent('لطفاً صبر کنید…')
    await act(async () =>
      answer({ ok: false, code: 'already-taken', message: 'Email or Username are already taken', fields: {} }),
    )
    expect(screen.getByRole('alert')).toHaveTextContent('این ایمیل یا نام کاربری پیش‌تر گرفته شده است')
    expect(screen.getByRole('button')).toBeEnabled()
  })

  it('focuses the first field after 100 ms', () => {
    const { email } = renderSignup()
    act(() => jest.advanceTimersByTime(AUTOFOCUS_DELAY_MS))
    expect(email).toHaveFocus()
  })

  it('never takes focus from a button the reader pressed while the form appeared', () => {
    const { email } = renderSignup()
    const button = screen.getByRole('button')
    act(() => button.focus())
    act(() => jest.advanceTimersByTime(AUTOFOCUS_DELAY_MS))
    expect(email).not.toHaveFocus()
    expect(button).toHaveFocus()
  })

  it.each([
    ['pressed', () => fireEvent.pointerDown(document.body)],
    ['typed', () => fireEvent.keyDown(document.body, { key: 'ArrowDown' })],
  ])('never takes focus once the reader has %s somewhere since the form appeared', (_, action) => {
    const { email } = renderSignup()
    action()
    act(() => jest.advanceTimersByTime(AUTOFOCUS_DELAY_MS))
    expect(email).not.toHaveFocus()
  })

  it('takes focus from the page wrapper the router focused after an in-page navigation', () => {
    const { email } = renderSignup()
    const wrapper = document.createElement('div')
    wrapper.tabIndex = -1
    document.body.append(wrapper)
    act(() => wrapper.focus())
    act(() => jest.advanceTimersByTime(AUTOFOCUS_DELAY_MS))
    expect(email).toHaveFocus()
    wrapper.remove()
  })

  it('never takes focus from a field the reader already chose', () => {
    const { password } = renderSignup()
    act(() => password.focus())
    act(() => jest.advanceTimersByTime(AUTOFOCUS_DELAY_MS))
    expect(password).toHaveFocus()
  })
})
