import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react'
import { Link } from 'gatsby'
import { localePath, type Locale } from '../lib/i18n'
import type { CmsLink } from '../cms/types'

export const isExternal = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  link: CmsLink
  locale: Locale
  children?: ReactNode
}

/**
 * A CMS link: site paths get the reader's locale prefix and client navigation, full URLs stay
 * as they are (new tab only when the editor asked for it). `children` replaces the label.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, Props>(function SiteLink(
  { link, locale, children, ...rest },
  ref,
) {
  if (isExternal(link.url)) {
    const newTab = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
    return (
      <a ref={ref} href={link.url} {...newTab} {...rest}>
        {children ?? link.label}
      </a>
    )
  }
  return (
    // Gatsby's Link types its ref loosely; it is forwarded to the <a>.
    <Link ref={ref as never} to={localePath(locale, link.url)} {...rest}>
      {children ?? link.label}
    </Link>
  )
})
