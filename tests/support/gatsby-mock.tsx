/**
 * Gatsby's browser runtime is not there in jest: Link renders a plain anchor (keeping its
 * props), graphql tags are inert. Mapped in jest.config.js for unit tests.
 */
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName: _a, partiallyActive: _p, ...rest },
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in `rest.children`
  return <a ref={ref} href={to} {...rest} />
})
export const navigate = jest.fn()
export const graphql = () => ''
export const withPrefix = (path: string) => path
