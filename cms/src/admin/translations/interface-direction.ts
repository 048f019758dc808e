import { DIRECTION, isLocale } from '../../rules/locales'

/**
 * The admin laid out right to left while its interface language is Persian: Strapi sets `<html
 * lang>` to the admin user's choice (at sign-in and when they change it in their profile) but no
 * direction. Its screens are flexbox rows, which follow the document's direction (ADR 0059 says
 * how far that goes).
 */
export function followInterfaceDirection(root: HTMLElement = document.documentElement): () => void {
  const apply = () => root.setAttribute('dir', isLocale(root.lang) ? DIRECTION[root.lang] : 'ltr')
  apply()
  const observer = new MutationObserver(apply)
  observer.observe(root, { attributes: true, attributeFilter: ['lang'] })
  return () => observer.disconnect()
}
