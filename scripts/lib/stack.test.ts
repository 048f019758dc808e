import { cmsEnvironment } from './stack'

describe('cmsEnvironment', () => {
  it('seeds the demo content on this machine unless told not to (a production start seeds only when asked)', () => {
    const base = { CMS_URL: 'http://127.0.0.1:1337' }
    expect(cmsEnvironment(base).CMS_SEED).toBe('true')
    expect(cmsEnvironment({ ...base, CMS_SEED: 'false' }).CMS_SEED).toBe('false')
    expect(cmsEnvironment(base, 1400)).toMatchObject({ HOST: '127.0.0.1', PORT: '1400' })
  })
})
