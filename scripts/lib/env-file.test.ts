import { materialise } from './env-file'

describe('local .env generation', () => {
  const example =
    '# comment\nCMS_URL=http://127.0.0.1:1337\nJWT_SECRET=generate\nAPP_KEYS=generate\nCMS_ADMIN_PASSWORD=generate\nEMPTY=\n'

  it('copies defaults and generates a distinct secret for each placeholder', () => {
    const { text, added } = materialise(example, {})
    expect(added).toEqual(['CMS_URL', 'JWT_SECRET', 'APP_KEYS', 'CMS_ADMIN_PASSWORD', 'EMPTY'])
    expect(text).toContain('CMS_URL=http://127.0.0.1:1337')
    expect(text).not.toContain('generate')
    expect(text).toMatch(/^APP_KEYS=[^,\n]+,[^,\n]+,[^,\n]+,[^,\n]+$/m)
    expect(text).toMatch(/^CMS_ADMIN_PASSWORD=(?=.*[A-Z])(?=.*[a-z])(?=.*\d).{8,}$/m)
    expect(materialise(example, {}).text).not.toBe(text)
  })

  it('never touches variables that already exist', () => {
    const { text, added } = materialise(example, {
      JWT_SECRET: 'mine',
      CMS_URL: 'x',
      APP_KEYS: 'k',
      CMS_ADMIN_PASSWORD: 'p',
    })
    expect(added).toEqual(['EMPTY'])
    expect(text).toBe('EMPTY=')
  })
})
