/** @jest-environment jsdom */
import { HOLD_AT_MOST_MS, holdTyping, takeHeldTyping } from './typing-holder'

const LABEL = 'Search posts, services and pages'

/** What the browser does with a key in a focused field: the text goes in at the caret. */
function type(text: string) {
  const field = document.activeElement as HTMLInputElement
  field.value += text
  field.setSelectionRange(field.value.length, field.value.length)
}

describe('holding what is typed before the search box is there', () => {
  afterEach(() => {
    takeHeldTyping()
    jest.useRealTimers()
    document.body.innerHTML = ''
  })

  it('focuses a field at once, named as the search box, that takes the keys and scrolls nothing', () => {
    const focus = jest.spyOn(HTMLElement.prototype, 'focus')
    holdTyping(LABEL)
    const field = document.activeElement as HTMLInputElement
    expect(field.tagName).toBe('INPUT')
    expect(field).toHaveAccessibleName(LABEL)
    // Not a second searchbox beside the page's own.
    expect(field).toHaveAttribute('type', 'text')
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true })
    focus.mockRestore()
  })

  it('hands over the text and the caret once, and the field goes', () => {
    holdTyping(LABEL)
    type('stres')
    const field = document.activeElement as HTMLInputElement
    field.setSelectionRange(2, 3)
    expect(takeHeldTyping()).toEqual({ text: 'stres', selectionStart: 2, selectionEnd: 3 })
    expect(field.isConnected).toBe(false)
    expect(takeHeldTyping()).toBeNull()
  })

  it('takes the focus back when a script moves it out of the tab order (the router focusing the new page)', () => {
    const page = document.createElement('div')
    page.tabIndex = -1
    document.body.append(page)
    holdTyping(LABEL)
    type('اس')
    const field = document.activeElement
    page.focus()
    expect(document.activeElement).toBe(field)
    type('ترس')
    expect(takeHeldTyping()?.text).toBe('استرس')
  })

  it('lets go when the reader moves to a control, and after a while with no search box', () => {
    const link = document.createElement('a')
    link.href = '/en/posts/'
    document.body.append(link)
    holdTyping(LABEL)
    link.focus()
    expect(document.activeElement).toBe(link)
    expect(takeHeldTyping()).toBeNull()

    jest.useFakeTimers()
    holdTyping(LABEL)
    jest.advanceTimersByTime(HOLD_AT_MOST_MS)
    expect(document.querySelector('input')).toBeNull()
    expect(takeHeldTyping()).toBeNull()
  })

  it('keeps one field when the key comes again', () => {
    holdTyping(LABEL)
    type('a')
    holdTyping(LABEL)
    expect(document.querySelectorAll('input')).toHaveLength(1)
    expect(takeHeldTyping()?.text).toBe('a')
  })
})
