/**
 * What the company's kinds of service are called, in each language: on the site's service pages
 * and forms (seeded), in the consultation e-mails and in the admin's lists of values (the
 * `service` and `kind` fields).
 */
import type { Locale } from './locales'

export type ServiceKind = 'load-stress' | 'performance' | 'automation-regression' | 'quality-assessment'

export const serviceNames: Record<Locale, Record<ServiceKind, string>> = {
  fa: {
    'load-stress': 'تست بار و استرس',
    performance: 'تست کارایی حرفه‌ای',
    'automation-regression': 'خودکارسازی و تست رگرسیون',
    'quality-assessment': 'ارزیابی کیفیت',
  },
  en: {
    'load-stress': 'Load and stress tests',
    performance: 'Professional performance tests',
    'automation-regression': 'Automation and regression',
    'quality-assessment': 'Quality assessment',
  },
}
