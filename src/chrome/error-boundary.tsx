/**
 * Unhandled render errors show the error page (status 500) instead of a blank screen. Used by
 * the page frame (src/components/layout.tsx), inside the page's translations; a new address
 * clears the error.
 */
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react'
import { useTranslation } from '../lib/translations'
import { DEFAULT_LOCALE, localeFromPath, type Locale } from '../lib/i18n'
import { errorTitle } from '../lib/seo'
import { ErrorView } from './error-view'
import * as styles from './error-view.module.css'

/** `inline`: the error replaces the content inside an existing <main>, not the whole page. */
type Props = { pathname: string; children: ReactNode; inline?: boolean }
type State = { error: Error | null }

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error while rendering', this.props.pathname, error, info.componentStack)
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.pathname !== this.props.pathname) this.setState({ error: null })
  }

  render() {
    if (!this.state.error) return this.props.children
    const locale = localeFromPath(this.props.pathname) ?? DEFAULT_LOCALE
    return (
      <UnexpectedError
        locale={locale}
        inline={this.props.inline ?? false}
        onClear={() => this.setState({ error: null })}
      />
    )
  }
}

function UnexpectedError({ locale, inline, onClear }: { locale: Locale; inline: boolean; onClear: () => void }) {
  const { i18n } = useTranslation()
  const message = i18n.getFixedT(locale)('error.unexpected')
  useEffect(() => {
    document.title = errorTitle(500, message, locale)
  }, [message, locale])
  const Frame = inline ? 'div' : 'main'
  return (
    <Frame id={inline ? undefined : 'main'} className={styles.crash}>
      <ErrorView locale={locale} status={500} message={message} onClear={onClear} />
    </Frame>
  )
}
