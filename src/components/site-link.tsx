import React from 'react'
import { Link } from 'gatsby'
import type { ThemeUIStyleObject } from 'theme-ui'
import { localePath, type Locale } from '../lib/i18n'
import type { CmsLink } from '../cms/types'

export const isExternal = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)

type Props = { link: CmsLink; locale: Locale; sx?: ThemeUIStyleObject; className?: string }

/** A CMS link: site paths get the reader's locale prefix and client navigation, full URLs stay as they are. */
export function SiteLink({ link, locale, className }: Props) {
  if (isExternal(link.url)) {
    const newTab = link.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
    return (
      <a href={link.url} className={className} {...newTab}>
        {link.label}
      </a>
    )
  }
  return (
    <Link to={localePath(locale, link.url)} className={className}>
      {link.label}
    </Link>
  )
}
