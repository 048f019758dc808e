/** The screens the specs read the site and the admin on, as a browser context takes them. */

/** A phone held upright: a touch screen the width of most phones in hand. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const
