import { latinDigits } from './digits'

describe('latinDigits', () => {
  it('writes Persian and Arabic-Indic digits as 0–9 and leaves the rest', () => {
    expect(latinDigits('۱۷:۳۰')).toBe('17:30')
    expect(latinDigits('٠٩:٤٥')).toBe('09:45')
    expect(latinDigits('ساعت ۹ و 30')).toBe('ساعت 9 و 30')
    expect(latinDigits('09:00')).toBe('09:00')
  })
})
