/** @jest-environment jsdom */
import { followInterfaceDirection } from './interface-direction'

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the admin’s direction', () => {
  it('follows the interface language Strapi writes on <html lang>: right to left in Persian', async () => {
    const root = document.createElement('html')
    root.setAttribute('lang', 'en')
    const stop = followInterfaceDirection(root)
    expect(root.dir).toBe('ltr')
    root.setAttribute('lang', 'fa')
    await settled()
    expect(root.dir).toBe('rtl')
    root.setAttribute('lang', 'de')
    await settled()
    expect(root.dir).toBe('ltr')
    stop()
  })
})
