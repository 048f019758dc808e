/**
 * The error page's body (SPEC section 2): status code, message, the apology text (a page not found,
 * or a fault on our side), a Home button (clears the error and goes to the home page in the
 * language the reader is reading) and a Back button (clears the error and goes back). Used by the
 * 404 page and by the error boundary.
 */
import type { ReactNode } from 'react'
import { useTranslation } from '../lib/translations'
import { Box, Button, Flex, Heading, Text } from 'theme-ui'
import { DIRECTION, type Locale } from '../lib/i18n'
import { BackArrowIcon } from './icons'
import { localeNumber } from '../lib/numbers'

type Props = {
  locale: Locale
  status: number
  message: string
  /** Shown after the message ("Page not found: /x"); the 404 function fills it on the server. */
  detail?: ReactNode
  /** Clears the error state before leaving (error boundary). */
  onClear?: () => void
  headingLevel?: 'h1' | 'h2'
}

export function ErrorView({ locale, status, message, detail, onClear, headingLevel = 'h1' }: Props) {
  const { i18n } = useTranslation()
  const t = i18n.getFixedT(locale)
  return (
    <Box as="section" lang={locale} dir={DIRECTION[locale]} sx={{ py: 4 }} data-testid={`error-${locale}`} data-status={status}>
      <Text as="p" sx={{ fontSize: 7, fontWeight: 800, color: 'primary', m: 0, lineHeight: 1.2 }}>
        {localeNumber(status, locale, { grouping: false })}
      </Text>
      <Heading as={headingLevel} sx={{ fontSize: 5 }}>
        {message}
        {detail}
      </Heading>
      <Text as="p">{t(status === 404 ? 'error.apology' : 'error.apologyUnexpected')}</Text>
      <Flex sx={{ gap: 3, mt: 3, flexWrap: 'wrap' }}>
        {/* A plain link, so it works before the page's script has loaded. The reader's language is
            the page's, not their browser's: / would choose by Accept-Language. */}
        <a href={`/${locale}/`} onClick={() => onClear?.()} sx={{ variant: 'buttons.primary' }}>
          {t('error.home')}
        </a>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            onClear?.()
            window.history.back()
          }}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
        >
          <BackArrowIcon />
          {t('error.back')}
        </Button>
      </Flex>
    </Box>
  )
}
