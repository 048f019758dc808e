import { stackBox, toastEdge, type Layout } from './toast-placement'

const phone = {
  viewport: { width: 390, height: 844 },
  stack: { width: 358, height: 90, margin: 16 },
  direction: 'rtl' as const,
}
const box = (top: number, bottom: number, left = 16, right = 374) => ({ top, bottom, left, right })

describe('toast placement', () => {
  it('sits at the bottom when nothing raised it or the form leaves the bottom free', () => {
    expect(toastEdge({ ...phone, form: null, submitter: null })).toBe('end')
    expect(toastEdge({ ...phone, form: box(100, 500), submitter: box(450, 490) })).toBe('end')
    // A form out of view (scrolled away) is not covered either way.
    expect(toastEdge({ ...phone, form: box(-900, -100), submitter: null })).toBe('end')
  })

  it('moves to the top when the bottom would cover the form and the top would not', () => {
    // The footer's newsletter form scrolled to the bottom of the screen.
    expect(toastEdge({ ...phone, form: box(700, 830), submitter: box(780, 820) })).toBe('start')
  })

  it('spares the pressed button when the form fills the screen', () => {
    expect(toastEdge({ ...phone, form: box(-400, 900), submitter: box(760, 800) })).toBe('start')
    expect(toastEdge({ ...phone, form: box(-400, 900), submitter: box(40, 80) })).toBe('end')
  })

  it('stays at the bottom on a wide screen when the form is beside the stack, not under it', () => {
    const desktop: Omit<Layout, 'form' | 'submitter'> = {
      viewport: { width: 1280, height: 800 },
      stack: { width: 352, height: 90, margin: 16 },
      direction: 'ltr',
    }
    expect(toastEdge({ ...desktop, form: box(500, 790, 300, 860), submitter: box(740, 780, 300, 420) })).toBe('end')
    expect(stackBox('end', desktop)).toEqual({ top: 694, bottom: 784, left: 912, right: 1264 })
    expect(stackBox('start', { ...desktop, direction: 'rtl' })).toEqual({ top: 16, bottom: 106, left: 16, right: 368 })
  })
})
