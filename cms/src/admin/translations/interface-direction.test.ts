/** @jest-environment jsdom */
import { followInterfaceDirection, mirroredIconsRule } from './interface-direction'

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

  it('turns the components Strapi pins left to right, also those added later, and leaves fields, cells and addresses as set', async () => {
    const root = document.createElement('html')
    root.setAttribute('lang', 'fa')
    root.innerHTML =
      '<body><div id="tabs" dir="ltr" data-orientation="horizontal"><input id="slug" dir="ltr"><table><tbody><tr><td id="cell" dir="ltr"></td></tr></tbody></table>' +
      '<div id="editor" contenteditable="true" dir="ltr"></div><input id="email" type="email">' +
      '<bdi id="path" dir="ltr">/fa/posts/load-testing/</bdi></div></body>'
    const stop = followInterfaceDirection(root)
    const dir = (id: string) => root.querySelector(`#${id}`)?.getAttribute('dir')
    expect([dir('tabs'), dir('slug'), dir('cell'), dir('editor'), dir('email'), dir('path')]).toEqual([
      'rtl',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ])
    const later = document.createElement('div')
    later.id = 'later'
    later.dir = 'ltr'
    root.querySelector('body')?.append(later)
    await settled()
    expect(dir('later')).toBe('rtl')
    // Inside what is added, and an element marked left to right after it was added.
    const panel = document.createElement('section')
    panel.innerHTML = '<div id="inner" dir="ltr"><input id="url" type="url"></div><p id="marked"></p>'
    root.querySelector('body')?.append(panel)
    await settled()
    root.querySelector('#marked')?.setAttribute('dir', 'ltr')
    await settled()
    expect([dir('inner'), dir('url'), dir('marked')]).toEqual(['rtl', 'ltr', 'rtl'])
    // Back to English: what was turned is left to right again.
    root.setAttribute('lang', 'en')
    await settled()
    expect([dir('tabs'), dir('later'), dir('inner'), dir('marked')]).toEqual(['ltr', 'ltr', 'ltr', 'ltr'])
    stop()
  })

  it('mirrors the icons that point along the line, found by their drawing, in a right-to-left interface only', () => {
    const rule = mirroredIconsRule()
    const drawings = [...rule.matchAll(/path\[d="([^"]+)"\]/g)].map((found) => found[1])
    // Back and forward arrows, with and without a bar, and chevrons: each a drawing of its own.
    expect(new Set(drawings).size).toBe(6)
    expect(drawings.every((drawing) => /^[Mm][\d.]/.test(drawing))).toBe(true)
    expect(rule.split(',\n').every((selector) => selector.trim().startsWith('html[dir="rtl"] svg:has(> path[d='))).toBe(
      true,
    )
    expect(rule).toMatch(/\{ transform: scaleX\(-1\); \}$/)
  })
})
