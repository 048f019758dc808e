import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords'

describe('isCommonPassword', () => {
  it('knows at least the ten thousand most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000)
  })

  it.each(['123456', 'password123', 'Password123', 'qwerty', 'iloveyou', 'dragon', '1q2w3e4r', 'QWERTYUIOP'])(
    'finds %s',
    (password) => expect(isCommonPassword(password)).toBe(true),
  )

  it.each(['loadtest-at-dawn', 'Brsnj#2026!', 'سلام دنیا ۱۲۳', 'k3V9q!xz'])('lets %s through', (password) =>
    expect(isCommonPassword(password)).toBe(false),
  )
})
