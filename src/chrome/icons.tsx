/** Inline SVG icons (no icon font, no request). Decorative: hidden from assistive technology. */
import * as styles from './icons.module.css'

type IconProps = { size?: number; className?: string }

const svg = (paths: JSX.Element, { size = 20, className }: IconProps) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {paths}
  </svg>
)

export const SunIcon = (props: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>,
    props,
  )
export const MoonIcon = (props: IconProps) => svg(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />, props)
export const SearchIcon = (props: IconProps) =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5" />
    </>,
    props,
  )
export const MenuIcon = (props: IconProps) => svg(<path d="M4 6h16M4 12h16M4 18h16" />, props)
export const CloseIcon = (props: IconProps) => svg(<path d="M6 6l12 12M18 6L6 18" />, props)
export const ChevronDownIcon = (props: IconProps) => svg(<path d="M6 9l6 6 6-6" />, props)
export const GlobeIcon = (props: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>,
    props,
  )
/** The feed icon: a dot and two waves, the same way round in both directions. */
export const FeedIcon = (props: IconProps) =>
  svg(
    <>
      <circle cx="5" cy="19" r="1" />
      <path d="M4 11a9 9 0 0 1 9 9M4 4a16 16 0 0 1 16 16" />
    </>,
    props,
  )
export const UserIcon = (props: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
    props,
  )

/** An arrow in reading order: mirrored on right-to-left pages (through `dir`, not the locale). */
const DirectionalArrow = ({ path, className, size = 18 }: IconProps & { path: string }) => (
  <svg
    className={className ? `${styles.directional} ${className}` : styles.directional}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={path} />
  </svg>
)

/** Points forward in reading order: right in English, left in Persian. */
export const ForwardArrowIcon = (props: IconProps) => <DirectionalArrow {...props} path="M5 12h14M13 6l6 6-6 6" />
/** Points back in reading order: left in English, right in Persian. */
export const BackArrowIcon = (props: IconProps) => <DirectionalArrow {...props} path="M19 12H5M11 6l-6 6 6 6" />

/** The brand mark: a rising load curve inside a red disc. */
export const LogoMark = ({ size = 32 }: { size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
    <circle cx="16" cy="16" r="16" fill="currentColor" />
    <path
      d="M7 21l5-5 4 3 8-9"
      fill="none"
      stroke="#fff"
      strokeWidth={2.6}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)
