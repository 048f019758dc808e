/**
 * Demo content for a fresh CMS, in both locales. Persian is written as Persian (with the
 * zero-width non-joiner where the language needs it), not transliterated English.
 * Cover images are drawn by ./images.ts from each post's `art` settings.
 */
import type { Locale } from '../rules/locales'
import { LOCALE_COOKIE_DAYS, SESSION_TTL_DAYS } from '../rules/settings'
import { DELIVERY_RETENTION_DAYS } from '../env'
export type Localized<T> = Record<Locale, T>

export type LinkData = { label: string; url: string; description?: string; icon?: string; openInNewTab?: boolean }
export type NavLinkData = LinkData & { items?: LinkData[] }
import { serviceNames, type ServiceKind } from '../rules/service-names'

export const SERVICE_PATHS: Record<ServiceKind, string> = {
  'load-stress': 'services/load-and-stress-testing',
  performance: 'services/performance-testing',
  'automation-regression': 'services/automation-and-regression',
  'quality-assessment': 'services/quality-assessment',
}

/** Where "Book a consultation" leads: the form on the contact page (the site's CONSULTATION_ANCHOR). */
export const CONTACT_PATH = 'contact-us'
export const CONSULTATION_URL = `/pages/${CONTACT_PATH}#book`

/** The overview of the four services, where the header's "Services" and the home's "Our services" lead. */
export const SERVICES_OVERVIEW_PATH = 'services'

/** What the site keeps about its readers, members, subscribers and clients; linked from the footer. */
export const PRIVACY_PATH = 'privacy'

/** A number of days as each locale writes it (Persian digits in Persian). */
const days = (count: number): Localized<string> => ({ fa: count.toLocaleString('fa-IR'), en: String(count) })
/** The privacy page's figures: the defaults an operator may change (the page is the editors' once seeded). */
const LOCALE_COOKIE_DAYS_TEXT = days(LOCALE_COOKIE_DAYS)
const SESSION_DAYS = days(SESSION_TTL_DAYS.default)
const DELIVERY_DAYS = days(DELIVERY_RETENTION_DAYS.default)

/**
 * What the note's request carries besides the note, and what the count does with it: worded so
 * from seed version 8.
 */
const NOTE_REQUEST: Localized<string> = {
  fa: 'در این یادداشت هیچ شناسه یا چیزی نیست که شما را از خوانندهٔ دیگری جدا کند. مثل هر درخواست دیگری به این سایت، مرورگرتان کوکی‌هایی را که این سایت در آن نگه می‌دارد (زبانی که انتخاب کرده‌اید و، اگر وارد شده‌اید، نشستتان) و نشانی صفحه‌ای را که از آن می‌روید همراه یادداشت می‌فرستد؛ شمارش هیچ‌کدام را نمی‌خواند و نگه نمی‌دارد. نشانی IP شما فقط برای جلوگیری از سیل یادداشت‌ها به کار می‌رود و هرگز همراه آن ذخیره نمی‌شود.',
  en: 'The note holds no identifier and nothing that could tell you apart from another reader. Like every request to this site, it reaches our server with the cookies this site keeps in your browser (the language you chose and, if you are signed in, your session) and the address of the page you leave; the count reads and keeps neither. Your IP address is used only to hold back floods of notes and is never stored with them.',
}

/** Version 7's words (it said the note carried no cookie, of the note's request: it does). */
const NOTE_REQUEST_7: Localized<string> = {
  fa: 'در این یادداشت هیچ کوکی، شناسه یا چیزی نیست که شما را از خوانندهٔ دیگری جدا کند؛ نشانی IP شما فقط برای جلوگیری از سیل یادداشت‌ها به کار می‌رود و هرگز همراه آن ذخیره نمی‌شود.',
  en: 'The note carries no cookie, no identifier and nothing that could tell you apart from another reader; your IP address is used only to hold back floods of notes and is never stored with them.',
}

const readingFigures = (note: Localized<string>): Localized<string> => ({
  fa: `## آمار خواندن

برای این‌که بدانیم کدام صفحه‌ها خوانده می‌شوند و برای شما چقدر سریع‌اند، هر صفحه وقتی از آن می‌روید یادداشت کوتاهی به سرور خود ما می‌فرستد: نشانی صفحه (بی هیچ پرسش یا پارامتری)، زبانش، این‌که آن را با تلفن، تبلت یا رایانه خوانده‌اید، دامنهٔ سایتی که شما را به این‌جا فرستاده (نه نشانی کاملش) و این‌که صفحه چقدر زود بارگذاری شد و به شما پاسخ داد (سنجه‌هایی که مرورگرها LCP، INP، CLS و TTFB می‌نامند). ${note.fa} یادداشت‌ها در چند ثانیه در جمع روزانهٔ هر صفحه شمرده و خودشان پاک می‌شوند. اگر مرورگرتان از سایت‌ها خواسته باشد شما را دنبال نکنند (Global Privacy Control یا Do Not Track)، هیچ یادداشتی فرستاده نمی‌شود.

`,
  en: `## Reading figures

To know which pages are read and how fast they are for you, each page sends our own server a short note when you leave it: the page's address (without any query), its language, whether you read it on a phone, a tablet or a computer, the domain of the site that sent you here (not its full address), and how quickly the page loaded and answered you (the measures browsers call LCP, INP, CLS and TTFB). ${note.en} Within seconds the notes are added to each page's daily totals and deleted. If your browser asks sites not to track you (Global Privacy Control or Do Not Track), it sends no note at all.

`,
})

/**
 * The privacy page's section on readers' figures (docs/decisions/0057-analytics.md), added in seed
 * version 7: a page seeded before it is the page without this section.
 */
export const READING_FIGURES_SECTION = readingFigures(NOTE_REQUEST)

/** The section as version 7 seeded it: replaced by today's where the privacy text is still that seed's. */
export const READING_FIGURES_SECTION_7 = readingFigures(NOTE_REQUEST_7)

export const communityUrls = {
  chatCommunityUrl: 'https://t.me/barsanj_qa',
  socialNetworkUrl: 'https://www.linkedin.com/company/barsanj-qa',
  codeHostUrl: 'https://github.com/barsanj-qa',
  testingLabUrl: 'https://lab.barsanj.example',
}

const serviceTaglines: Localized<Record<ServiceKind, string>> = {
  fa: {
    'load-stress': 'نقطهٔ شکست را پیش از روز اوج پیدا کنید.',
    performance: 'گلوگاه را با داده پیدا کنید، نه با حدس.',
    'automation-regression': 'هر انتشار، بدون بازگشت خطاهای قدیمی.',
    'quality-assessment': 'نقشهٔ راه روشن برای کیفیت محصول.',
  },
  en: {
    'load-stress': 'Find the breaking point before your busiest day.',
    performance: 'Find the bottleneck with data, not guesses.',
    'automation-regression': 'Every release, without old defects coming back.',
    'quality-assessment': 'A clear roadmap for product quality.',
  },
}

/** The header's "Services" popover: the four services of requirements §1. */
function serviceLinks(locale: Locale): LinkData[] {
  return (Object.keys(SERVICE_PATHS) as ServiceKind[]).map((kind) => ({
    label: serviceNames[locale][kind],
    url: `/pages/${SERVICE_PATHS[kind]}`,
    description: serviceTaglines[locale][kind],
  }))
}

export const siteInfo: Localized<{
  name: string
  headline: string
  description: string
  copyright: string
  headerLinks: NavLinkData[]
  footerColumns: { title: string; links: LinkData[] }[]
}> = {
  fa: {
    name: 'بارسنج',
    headline: 'تست بار، استرس و کیفیت نرم‌افزار',
    description:
      'بارسنج به تیم‌های نرم‌افزاری کمک می‌کند پیش از کاربران، گلوگاه‌ها را پیدا کنند: تست بار و استرس، تست کارایی، خودکارسازی آزمون‌ها و ارزیابی کیفیت.',
    copyright: '© ۲۰۲۶ بارسنج. همهٔ حقوق محفوظ است.',
    headerLinks: [
      { label: 'نوشته‌ها', url: '/posts' },
      { label: 'خدمات', url: `/pages/${SERVICES_OVERVIEW_PATH}`, items: serviceLinks('fa') },
      { label: 'نمونه‌کارها', url: '/case-studies' },
      { label: 'دربارهٔ ما', url: '/pages/about-us' },
      { label: 'تماس با ما', url: '/pages/contact-us' },
    ],
    footerColumns: [
      {
        title: 'خدمات',
        links: (Object.keys(SERVICE_PATHS) as ServiceKind[]).map((kind) => ({
          label: serviceNames.fa[kind],
          url: `/pages/${SERVICE_PATHS[kind]}`,
        })),
      },
      {
        title: 'بارسنج',
        links: [
          { label: 'دربارهٔ ما', url: '/pages/about-us' },
          { label: 'تماس با ما', url: `/pages/${CONTACT_PATH}` },
          { label: 'حریم خصوصی', url: `/pages/${PRIVACY_PATH}` },
        ],
      },
      {
        title: 'ارتباط با ما',
        links: [
          { label: 'جامعهٔ گفت‌وگو', url: communityUrls.chatCommunityUrl, icon: 'chat', openInNewTab: true },
          { label: 'لینکدین', url: communityUrls.socialNetworkUrl, icon: 'social', openInNewTab: true },
          { label: 'گیت‌هاب', url: communityUrls.codeHostUrl, icon: 'code', openInNewTab: true },
          { label: 'آزمایشگاه تست', url: communityUrls.testingLabUrl, icon: 'lab', openInNewTab: true },
        ],
      },
    ],
  },
  en: {
    name: 'Barsanj QA',
    headline: 'Load, stress and software quality testing',
    description:
      'Barsanj helps software teams find bottlenecks before their users do: load and stress tests, performance tests, test automation and quality assessment.',
    copyright: '© 2026 Barsanj QA. All rights reserved.',
    headerLinks: [
      { label: 'Posts', url: '/posts' },
      { label: 'Services', url: `/pages/${SERVICES_OVERVIEW_PATH}`, items: serviceLinks('en') },
      { label: 'Case studies', url: '/case-studies' },
      { label: 'About', url: '/pages/about-us' },
      { label: 'Contact', url: '/pages/contact-us' },
    ],
    footerColumns: [
      {
        title: 'Services',
        links: (Object.keys(SERVICE_PATHS) as ServiceKind[]).map((kind) => ({
          label: serviceNames.en[kind],
          url: `/pages/${SERVICE_PATHS[kind]}`,
        })),
      },
      {
        title: 'Barsanj',
        links: [
          { label: 'About us', url: '/pages/about-us' },
          { label: 'Contact us', url: `/pages/${CONTACT_PATH}` },
          { label: 'Privacy', url: `/pages/${PRIVACY_PATH}` },
        ],
      },
      {
        title: 'Communications',
        links: [
          { label: 'Chat community', url: communityUrls.chatCommunityUrl, icon: 'chat', openInNewTab: true },
          { label: 'LinkedIn', url: communityUrls.socialNetworkUrl, icon: 'social', openInNewTab: true },
          { label: 'GitHub', url: communityUrls.codeHostUrl, icon: 'code', openInNewTab: true },
          { label: 'Testing lab', url: communityUrls.testingLabUrl, icon: 'lab', openInNewTab: true },
        ],
      },
    ],
  },
}

const serviceSummaries: Localized<Record<ServiceKind, string>> = {
  fa: {
    'load-stress':
      'ترافیک واقعی روز اوج را شبیه‌سازی می‌کنیم و آن‌قدر بار را بالا می‌بریم تا نقطهٔ شکست سامانه و رفتارش هنگام بازیابی روشن شود.',
    performance:
      'زمان پاسخ، توان عملیاتی و مصرف منابع را در هر لایه اندازه می‌گیریم و گلوگاه را با داده، نه با حدس، نشان می‌دهیم.',
    'automation-regression':
      'مجموعه‌آزمون‌های خودکار و پایدار می‌سازیم که در هر انتشار اجرا می‌شوند و نمی‌گذارند خطای قدیمی دوباره برگردد.',
    'quality-assessment':
      'فرایند تست، پوشش آزمون‌ها و ریسک‌های محصول را بررسی می‌کنیم و نقشهٔ راهی روشن و اولویت‌بندی‌شده تحویل می‌دهیم.',
  },
  en: {
    'load-stress':
      'We replay the traffic of your busiest day, then keep raising the load until the breaking point and the recovery behaviour are plain to see.',
    performance:
      'We measure response time, throughput and resource use in every layer and point at the bottleneck with data, not guesses.',
    'automation-regression':
      'We build stable automated suites that run on every release and keep old defects from coming back.',
    'quality-assessment':
      'We review your test process, coverage and product risks, and hand over a clear, prioritised roadmap.',
  },
}

function servicesSection(locale: Locale) {
  return (Object.keys(SERVICE_PATHS) as ServiceKind[]).map((kind) => ({
    kind,
    title: serviceNames[locale][kind],
    summary: serviceSummaries[locale][kind],
    link: { label: locale === 'fa' ? 'بیشتر بخوانید' : 'Learn more', url: `/pages/${SERVICE_PATHS[kind]}` },
  }))
}

export type SectionData = Record<string, unknown> & { __component: string }

export const home: Localized<{ title: string; metaDescription: string; sections: SectionData[] }> = {
  fa: {
    title: 'بارسنج | تست بار و استرس نرم‌افزار',
    metaDescription:
      'تست بار، استرس و کارایی، خودکارسازی آزمون‌ها و ارزیابی کیفیت نرم‌افزار برای تیم‌هایی که نمی‌خواهند در روز اوج غافلگیر شوند.',
    sections: [
      {
        __component: 'sections.hero',
        eyebrow: 'تضمین کیفیت نرم‌افزار',
        title: 'پیش از کاربرانتان، نقطهٔ شکست سامانه را پیدا کنید',
        subtitle:
          'بارسنج سامانهٔ شما را زیر باری بیش از روز اوج می‌برد، گلوگاه‌ها را اندازه می‌گیرد و گزارشی می‌دهد که تیم فنی بتواند همان هفته رویش کار کند.',
        primaryAction: { label: 'درخواست مشاوره', url: CONSULTATION_URL },
        secondaryAction: { label: 'خدمات ما', url: `/pages/${SERVICES_OVERVIEW_PATH}` },
      },
      {
        __component: 'sections.services',
        title: 'خدمات ما',
        intro: 'چهار سرویس که از نخستین آزمون بار تا فرهنگ کیفیت در تیم شما را پوشش می‌دهد.',
        services: servicesSection('fa'),
      },
      {
        __component: 'sections.stats',
        title: 'بارسنج در یک نگاه',
        items: [
          { value: '۲۵۰+', label: 'پروژهٔ تست بار و استرس' },
          { value: '۱۲ میلیون', label: 'کاربر هم‌زمان شبیه‌سازی‌شده' },
          { value: '۴۰٪', label: 'کاهش میانگین زمان پاسخ پس از بهینه‌سازی' },
        ],
      },
      {
        __component: 'sections.call-to-action',
        title: 'فصل اوج نزدیک است؟',
        text: 'یک جلسهٔ رایگان سی‌دقیقه‌ای رزرو کنید تا با هم ببینیم سامانهٔ شما برای چه باری آماده است.',
        action: { label: 'تماس با ما', url: '/pages/contact-us' },
      },
    ],
  },
  en: {
    title: 'Barsanj QA | Load and stress testing for software',
    metaDescription:
      'Load, stress and performance testing, test automation and software quality assessment for teams that do not want surprises on their busiest day.',
    sections: [
      {
        __component: 'sections.hero',
        eyebrow: 'Software quality assurance',
        title: 'Find your breaking point before your users do',
        subtitle:
          'Barsanj puts your system under more than peak load, measures the bottlenecks and delivers a report your engineers can act on the same week.',
        primaryAction: { label: 'Book a consultation', url: CONSULTATION_URL },
        secondaryAction: { label: 'Our services', url: `/pages/${SERVICES_OVERVIEW_PATH}` },
      },
      {
        __component: 'sections.services',
        title: 'What we do',
        intro: 'Four services that take you from a first load test to a quality culture in your team.',
        services: servicesSection('en'),
      },
      {
        __component: 'sections.stats',
        title: 'Barsanj at a glance',
        items: [
          { value: '250+', label: 'load and stress test projects' },
          { value: '12M', label: 'concurrent users simulated' },
          { value: '40%', label: 'average response-time cut after tuning' },
        ],
      },
      {
        __component: 'sections.call-to-action',
        title: 'Peak season coming up?',
        text: 'Book a free thirty-minute session and we will find out together what load your system is ready for.',
        action: { label: 'Contact us', url: '/pages/contact-us' },
      },
    ],
  },
}

/** The consultation form's section: its heading and introduction (the fields come from the site). */
export function consultationForm(locale: Locale) {
  return locale === 'fa'
    ? {
        __component: 'sections.consultation-form' as const,
        title: 'درخواست مشاوره',
        intro: 'بگویید چه چیزی را می‌خواهید بیازمایید؛ تا یک روز کاری پاسخ می‌دهیم و زمان گفت‌وگو را هماهنگ می‌کنیم.',
      }
    : {
        __component: 'sections.consultation-form' as const,
        title: 'Book a consultation',
        intro: 'Tell us what you want to test; we answer within one working day to agree on a time to talk.',
      }
}

/** A page: its text (see ./blocks.ts for the markup) and, after it, any further sections. */
export type PageSeed = { path: string } & Localized<{
  title: string
  metaDescription: string
  body: string
  sections?: SectionData[]
}>

export const pages: PageSeed[] = [
  {
    path: '',
    fa: {
      title: 'صفحه‌های بارسنج',
      metaDescription: 'فهرست صفحه‌های اصلی بارسنج: خدمات، دربارهٔ ما و راه‌های تماس.',
      body: `بارسنج یک تیم کوچک و متخصص در تضمین کیفیت نرم‌افزار است. از این‌جا می‌توانید به صفحه‌های اصلی سایت بروید.

- [دربارهٔ ما](/fa/pages/about-us/): داستان تیم و شیوهٔ کارمان
- [تماس با ما](/fa/pages/contact-us/): راه‌های گفت‌وگو با تیم
- [خدمات](/fa/pages/services/): تست بار و استرس، تست کارایی، خودکارسازی و رگرسیون، ارزیابی کیفیت`,
    },
    en: {
      title: 'Barsanj pages',
      metaDescription: 'The main pages of Barsanj QA: services, about us and how to reach us.',
      body: `Barsanj is a small team of software quality specialists. From here you can reach the main pages of the site.

- [About us](/en/pages/about-us/): the team and how we work
- [Contact us](/en/pages/contact-us/): ways to talk to the team
- [Services](/en/pages/services/): load and stress tests, performance tests, automation and regression, quality assessment`,
    },
  },
  {
    path: 'about-us',
    fa: {
      title: 'دربارهٔ ما',
      metaDescription: 'بارسنج تیمی از مهندسان کارایی و کیفیت است که از ۱۳۹۷ به تیم‌های نرم‌افزاری کمک می‌کند.',
      body: `## ما که هستیم

بارسنج در سال ۱۳۹۷ به دست چند مهندس کارایی بنیان گذاشته شد که خسته بودند از این‌که سامانه‌ها درست در روز فروش ویژه از کار بیفتند. امروز تیم ما از مهندسان تست، برنامه‌نویسان و متخصصان زیرساخت تشکیل شده است.

## شیوهٔ کار ما

هر پروژه با یک پرسش ساده شروع می‌شود: سامانهٔ شما باید چه باری را تحمل کند؟ بعد سناریوهای واقعی را از داده‌های خودتان می‌سازیم، آزمون را اجرا می‌کنیم و نتیجه را با زبانی روشن گزارش می‌دهیم.

- شفافیت: همهٔ اسکریپت‌ها و داده‌های آزمون به شما تحویل داده می‌شود
- تکرارپذیری: هر آزمون را می‌توان دوباره و با همان شرایط اجرا کرد
- همکاری: کنار تیم شما کار می‌کنیم، نه جدا از آن`,
    },
    en: {
      title: 'About us',
      metaDescription: 'Barsanj is a team of performance and quality engineers helping software teams since 2018.',
      body: `## Who we are

Barsanj was founded in 2018 by a few performance engineers who were tired of seeing systems fall over on the day of the big sale. Today the team brings together test engineers, developers and infrastructure specialists.

## How we work

Every engagement starts with one plain question: what load must your system carry? We then build realistic scenarios from your own data, run the tests and report the results in plain language.

- Transparency: every script and data set is handed over to you
- Repeatability: every test can be run again under the same conditions
- Partnership: we work next to your team, not apart from it`,
    },
  },
  {
    path: CONTACT_PATH,
    fa: {
      title: 'تماس با ما',
      metaDescription: 'با تیم بارسنج تماس بگیرید: ایمیل، تلفن و نشانی دفتر.',
      body: `## با ما گفت‌وگو کنید

دوست داریم دربارهٔ سامانهٔ شما بشنویم. معمولاً ظرف یک روز کاری پاسخ می‌دهیم.

- ایمیل: [hello@barsanj.example](mailto:hello@barsanj.example)
- تلفن: [۰۲۱-۸۸۰۰۰۰۰۰](tel:+982188000000)
- نشانی: تهران، خیابان ولیعصر، پلاک ۱۲۳

برای پرسش‌های فنی سریع‌تر، به [جامعهٔ گفت‌وگوی ما](${communityUrls.chatCommunityUrl}) بپیوندید.`,
      sections: [consultationForm('fa')],
    },
    en: {
      title: 'Contact us',
      metaDescription: 'Reach the Barsanj team: e-mail, phone and office address.',
      body: `## Talk to us

We would love to hear about your system. We usually answer within one working day.

- E-mail: [hello@barsanj.example](mailto:hello@barsanj.example)
- Phone: [+98 21 8800 0000](tel:+982188000000)
- Address: 123 Valiasr Street, Tehran

For quicker technical questions, join our [chat community](${communityUrls.chatCommunityUrl}).`,
      sections: [consultationForm('en')],
    },
  },
  {
    path: SERVICES_OVERVIEW_PATH,
    fa: {
      title: 'خدمات بارسنج',
      metaDescription:
        'چهار خدمت بارسنج: تست بار و استرس، تست کارایی حرفه‌ای، خودکارسازی و تست رگرسیون، و ارزیابی کیفیت.',
      body: `از نخستین آزمون بار تا فرهنگ کیفیت در تیم شما، هر خدمت را می‌توان جداگانه یا کنار بقیه گرفت. اگر مطمئن نیستید از کجا شروع کنید، [با ما تماس بگیرید](/fa/pages/contact-us/).`,
      sections: [{ __component: 'sections.services', title: 'چهار خدمت ما', services: servicesSection('fa') }],
    },
    en: {
      title: 'Our services',
      metaDescription:
        'The four Barsanj services: load and stress tests, professional performance tests, automation and regression, and quality assessment.',
      body: `From a first load test to a quality culture in your team: take any service on its own or together with the others. Not sure where to start? [Talk to us](/en/pages/contact-us/).`,
      sections: [{ __component: 'sections.services', title: 'Four services', services: servicesSection('en') }],
    },
  },
  {
    path: SERVICE_PATHS['load-stress'],
    fa: {
      title: serviceNames.fa['load-stress'],
      metaDescription: 'تست بار و استرس: رفتار سامانه در روز اوج و فراتر از آن را پیش از کاربران ببینید.',
      body: `## چه چیزی را می‌سنجیم

در تست بار، سامانه را زیر ترافیک مورد انتظار روز اوج می‌گذاریم و زمان پاسخ و خطاها را اندازه می‌گیریم. در تست استرس از این هم فراتر می‌رویم تا نقطهٔ شکست و رفتار سامانه در بازیابی را پیدا کنیم.

- سناریوهای واقعی ساخته‌شده از لاگ‌های تولید
- افزایش تدریجی بار، جهش ناگهانی و آزمون ماندگاری
- گزارش صدک‌های ۵۰، ۹۵ و ۹۹ زمان پاسخ و نرخ خطا

## خروجی کار

گزارشی با نمودارها، گلوگاه‌های یافته‌شده و پیشنهادهای اولویت‌بندی‌شده، به‌همراه همهٔ اسکریپت‌های آزمون.`,
    },
    en: {
      title: serviceNames.en['load-stress'],
      metaDescription: 'Load and stress tests: see how your system behaves at peak and beyond, before your users do.',
      body: `## What we measure

A load test puts your system under the traffic of its busiest day and measures response times and errors. A stress test goes further to find the breaking point and how the system recovers.

- Realistic scenarios built from production logs
- Ramp-ups, sudden spikes and soak tests
- p50, p95 and p99 response times and error rates

## What you get

A report with charts, the bottlenecks found and prioritised recommendations, together with every test script.`,
    },
  },
  {
    path: SERVICE_PATHS.performance,
    fa: {
      title: serviceNames.fa.performance,
      metaDescription: 'تست کارایی حرفه‌ای: اندازه‌گیری زمان پاسخ، توان عملیاتی و مصرف منابع در هر لایه.',
      body: `## کارایی، لایه به لایه

کند بودن یک صفحه می‌تواند از پایگاه داده، شبکه، کد یا حتی یک کتابخانهٔ جانبی باشد. ما با ابزارهای پروفایلینگ و ردیابی توزیع‌شده، زمان را در هر لایه اندازه می‌گیریم.

- پروفایل CPU و حافظه زیر بار واقعی
- تحلیل پرس‌وجوهای کند پایگاه داده
- بودجهٔ کارایی برای وب و موبایل

نتیجه، فهرستی روشن از تغییراتی است که بیشترین اثر را با کمترین هزینه دارند.`,
    },
    en: {
      title: serviceNames.en.performance,
      metaDescription:
        'Professional performance tests: response time, throughput and resource use measured in every layer.',
      body: `## Performance, layer by layer

A slow page can come from the database, the network, the code or a third-party library. With profilers and distributed tracing we measure where the time goes in every layer.

- CPU and memory profiles under real load
- Analysis of slow database queries
- Performance budgets for web and mobile

The outcome is a clear list of the changes with the largest effect for the smallest cost.`,
    },
  },
  {
    path: SERVICE_PATHS['automation-regression'],
    fa: {
      title: serviceNames.fa['automation-regression'],
      metaDescription: 'خودکارسازی و تست رگرسیون: آزمون‌های پایدار که در هر انتشار اجرا می‌شوند.',
      body: `## آزمون‌هایی که به آن‌ها اعتماد می‌کنید

مجموعه‌آزمون خودکاری که گاهی بی‌دلیل شکست می‌خورد، از نبودنش بدتر است. ما آزمون‌هایی می‌نویسیم که پایدار، سریع و خوانا باشند.

- آزمون‌های رابط کاربری، API و قرارداد
- اجرا در خط لوله‌ی یکپارچه‌سازی مداوم
- گزارش روشن از هر شکست، با تصویر و لاگ

تیم شما را هم آموزش می‌دهیم تا نگهداری آزمون‌ها را خودش ادامه دهد.`,
    },
    en: {
      title: serviceNames.en['automation-regression'],
      metaDescription: 'Automation and regression: stable test suites that run on every release.',
      body: `## Tests you can trust

An automated suite that fails for no reason is worse than none. We write tests that are stable, fast and readable.

- UI, API and contract tests
- Runs in your continuous integration pipeline
- A clear report for every failure, with screenshots and logs

We also coach your team so it can keep the suite healthy on its own.`,
    },
  },
  {
    path: SERVICE_PATHS['quality-assessment'],
    fa: {
      title: serviceNames.fa['quality-assessment'],
      metaDescription: 'ارزیابی کیفیت: بررسی فرایند تست، پوشش آزمون‌ها و ریسک‌های محصول.',
      body: `## تصویری روشن از کیفیت

در دو تا چهار هفته، فرایند تست، پوشش آزمون‌ها، ابزارها و ریسک‌های محصول شما را بررسی می‌کنیم.

1. گفت‌وگو با تیم‌های محصول، توسعه و پشتیبانی
2. بررسی آزمون‌ها، خط لوله و گزارش‌های خطا
3. تحویل نقشهٔ راه اولویت‌بندی‌شده

هدف، پیدا کردن کمترین تغییری است که بیشترین اطمینان را به انتشارهای شما می‌دهد.`,
    },
    en: {
      title: serviceNames.en['quality-assessment'],
      metaDescription: 'Quality assessment: a review of your test process, coverage and product risks.',
      body: `## A clear picture of quality

In two to four weeks we review your test process, coverage, tools and product risks.

1. Interviews with product, engineering and support teams
2. A review of tests, pipeline and defect reports
3. A prioritised roadmap

The goal is the smallest change that gives your releases the most confidence.`,
    },
  },
  {
    path: PRIVACY_PATH,
    fa: {
      title: 'حریم خصوصی',
      metaDescription:
        'بارسنج چه داده‌هایی از خوانندگان، اعضا، مشترکان خبرنامه و مشتریانش نگه می‌دارد، چرا و تا کی، و شما چه اختیاری بر آن‌ها دارید.',
      body: `## به‌طور خلاصه

فقط همان داده‌ای را نگه می‌داریم که هر بخش سایت برای کار کردن لازم دارد، و فقط تا وقتی که لازم است. سایت تبلیغ نشان نمی‌دهد، هیچ اسکریپتی از دیگران اجرا نمی‌کند و کوکی ردیابی یا آماری ندارد: صفحه‌ها، تصویرها و قلم‌هایش همه از سرورهای خود ما می‌آیند. داده‌های شما را نمی‌فروشیم و به تبلیغ‌کننده‌ها یا هیچ‌کس دیگری نمی‌دهیم.

## خواندن سایت

برای خواندن سایت حساب کاربری لازم نیست. سایت فقط دو چیز در مرورگر شما نگه می‌دارد:

- کوکی‌ای که زبان انتخابی شما را ${LOCALE_COOKIE_DAYS_TEXT.fa} روز نگه می‌دارد تا صفحهٔ اول سایت به همان زبان باز شود؛
- انتخاب رنگ‌های روشن یا تیره، در حافظهٔ محلی مرورگرتان؛ این انتخاب هیچ‌وقت از دستگاه شما بیرون نمی‌رود.

مانند هر سرور وب، سرور ما با هر درخواست نشانی IP شما را می‌بیند. از آن فقط برای جلوگیری از سوءاستفاده کمک می‌گیریم (ثبت‌نام، ورود یا فرم‌های پیاپی از یک نشانی در زمانی کوتاه) و آن را فقط به اندازهٔ بازهٔ همان محدودیت نگه می‌داریم.

## حساب کاربری

هنگام ثبت‌نام نشانی ایمیل، نام کاربری و گذرواژهٔ شما را نگه می‌داریم؛ گذرواژه فقط به‌صورت درهم‌سازی یک‌طرفه ذخیره می‌شود و هیچ‌کس، حتی ما، آن را نمی‌بیند. بقیهٔ نمایه را خودتان انتخاب می‌کنید که پر کنید یا نه: نام نمایشی، عنوان، معرفی کوتاه، سمت، شرکت، محل، وب‌سایت، گیت‌هاب، لینکدین و تصویر نمایه. نام نمایشی (یا اگر خالی باشد، نام کاربری) و تصویرتان کنار دیدگاه‌هایتان دیده می‌شود.

وقتی وارد سایت شده‌اید، مرورگرتان یک کوکی نشست نگه می‌دارد. در آن هیچ دادهٔ خواندنی نیست، فقط ارجاعی رمزشده به نشست شما، و تا ${SESSION_DAYS.fa} روز یا تا وقتی که خارج شوید می‌ماند.

## دیدگاه‌ها

برای هر دیدگاه، متن آن، نوشته‌ای که زیرش آمده، نویسنده‌اش و زمان نوشتن و ویرایشش نگه داشته می‌شود. دیدگاه‌ها پس از انتشار برای همه دیده می‌شوند؛ ویراستاران ممکن است دیدگاهی را که قواعد را رعایت نکند پنهان کنند.

## درخواست مشاوره

فرم درخواست مشاوره نام، نشانی ایمیل، نام شرکت، خدمتی که به آن علاقه دارید، تاریخ دلخواهتان و پیامتان را برای ما می‌فرستد. از آن‌ها فقط برای پاسخ دادن به شما استفاده می‌کنیم و رسید درخواست را برایتان ایمیل می‌کنیم.

## خبرنامه

با عضویت در خبرنامه، نشانی ایمیل، زبانی که با آن عضو شده‌اید و زمان تأیید یا لغو عضویتتان را نگه می‌داریم. در ایمیل‌های ما هیچ پیکسل ردیابی نیست و پیوندهایشان بی‌واسطه به صفحه‌های ما می‌روند، بی‌آن‌که تغییر داده شوند؛ پس نمی‌دانیم ایمیل را باز کرده‌اید یا روی چه چیزی زده‌اید. در هر ایمیل پیوندی هست که با یک کلیک عضویتتان را لغو می‌کند. فهرست گیرندگان هر شماره را ${DELIVERY_DAYS.fa} روز پس از ارسال نگه می‌داریم تا کسی آن را دو بار دریافت نکند؛ پس از آن فقط شمار کل ارسال‌ها می‌ماند.

${READING_FIGURES_SECTION.fa}## اختیار شما

از صفحهٔ نمایه می‌توانید همهٔ آنچه دربارهٔ حسابتان نگه داشته‌ایم (نمایه، دیدگاه‌ها و نشست‌ها) را در یک فایل دریافت کنید، هر بخشی از آن را تغییر دهید و حسابتان را پاک کنید؛ با پاک کردن حساب، نمایه، تصویر، دیدگاه‌ها و همهٔ نشست‌هایتان یک‌جا پاک می‌شود. برای خبرنامه یا درخواست مشاوره به [hello@barsanj.example](mailto:hello@barsanj.example) بنویسید تا آنچه نگه داشته‌ایم را برایتان بفرستیم یا پاکش کنیم.`,
    },
    en: {
      title: 'Privacy',
      metaDescription:
        'What Barsanj QA keeps about its readers, members, newsletter subscribers and clients, why and for how long, and what you can do about it.',
      body: `## In short

We keep only what each part of the site needs in order to work, and only for as long as it needs it. The site shows no advertising, runs no one else's scripts and sets no tracking or analytics cookies: its pages, pictures and fonts all come from our own servers. We do not sell your data or give it to advertisers or anyone else.

## Reading the site

Reading needs no account. The site keeps two things in your browser:

- a cookie holding the language you chose, for ${LOCALE_COOKIE_DAYS_TEXT.en} days, so that the site's front page opens in it;
- your choice of light or dark colours, in your browser's local storage; it never leaves your device.

Like any web server, ours sees your IP address with each request. We use it only to hold back abuse (many sign-ups, logins or forms from one address in a short time) and keep it only for as long as that limit counts.

## Your account

When you sign up we keep your e-mail address, your username and your password; the password only as a one-way hash, which nobody, us included, can read back. The rest of your profile is yours to fill in or leave empty: display name, headline, bio, job title, company, location, website, GitHub, LinkedIn and a picture. Your display name (or your username if you leave it empty) and your picture appear beside your comments.

While you are logged in, your browser keeps one session cookie. It holds nothing readable, only a sealed reference to your session, and lasts ${SESSION_DAYS.en} days or until you log out.

## Comments

A comment keeps its text, the post it belongs to, its author and when it was written and edited. Published comments are public; editors may hide one that breaks the rules.

## Consultation requests

The consultation form sends us your name, e-mail address, company, the service you are interested in, a date that suits you and your message. We use them only to answer you, and e-mail you a receipt of your request.

## The newsletter

Subscribing keeps your e-mail address, the language you subscribed in and when you confirmed or left. Our e-mails carry no tracking pixel, and their links go straight to our pages without being rewritten, so we do not know whether you opened one or what you clicked. Every e-mail has a link that unsubscribes you in one click. We keep the list of who an edition went to for ${DELIVERY_DAYS.en} days after it was sent, so that nobody gets it twice; after that only the totals remain.

${READING_FIGURES_SECTION.en}## What you can do

From your profile you can download everything we keep about your account (profile, comments and sessions) as one file, change any of it, and delete your account: that removes your profile, picture, comments and every session at once. For the newsletter or a consultation request, write to [hello@barsanj.example](mailto:hello@barsanj.example) and we will send you or delete what we keep.`,
    },
  },
]

export type PostArt = { hue: number; shape: 'wave' | 'bars' | 'rings' | 'grid' }
export type PostSeed = {
  slug: string
  publishDate: string
  art: PostArt
  tags: Localized<string[]>
  fa: { title: string; excerpt: string; authorName: string; body: string }
  en: { title: string; excerpt: string; authorName: string; body: string }
}

export const posts: PostSeed[] = [
  {
    slug: 'load-testing-vs-stress-testing',
    publishDate: '2026-01-12',
    art: { hue: 0, shape: 'bars' },
    tags: { fa: ['تست بار', 'تست استرس'], en: ['load testing', 'stress testing'] },
    fa: {
      title: 'تست بار در برابر تست استرس: هر کدام چه می‌گویند؟',
      excerpt: 'دو آزمونی که اغلب با هم اشتباه گرفته می‌شوند، به دو پرسش کاملاً متفاوت پاسخ می‌دهند.',
      authorName: 'سارا محمدی',
      body: `بسیاری از تیم‌ها «تست بار» و «تست استرس» را به یک معنا به کار می‌برند، اما این دو به دو پرسش متفاوت پاسخ می‌دهند.

## تست بار: آیا برای روز اوج آماده‌ایم؟

در تست بار، سامانه را زیر باری می‌گذاریم که انتظارش را داریم؛ مثلاً ترافیک شب یلدا یا روز فروش ویژه. معیار موفقیت روشن است: زمان پاسخ و نرخ خطا باید در محدودهٔ توافق‌شده بمانند.

## تست استرس: کجا می‌شکنیم و چطور برمی‌گردیم؟

در تست استرس عمداً از ظرفیت عبور می‌کنیم. هدف، دیدن نخستین جزئی است که از کار می‌افتد و این‌که سامانه پس از کم شدن بار چقدر سریع به حالت عادی برمی‌گردد.

- تست بار: تأیید یک هدف مشخص
- تست استرس: کشف مرزها و شیوهٔ شکست
- هر دو: نیازمند سناریوهای واقعی و داده‌های معتبر`,
    },
    en: {
      title: 'Load testing vs. stress testing: what each one tells you',
      excerpt: 'Two tests that are often confused answer two entirely different questions.',
      authorName: 'Sara Mohammadi',
      body: `Many teams use "load test" and "stress test" as if they meant the same thing, yet they answer different questions.

## Load testing: are we ready for peak day?

A load test puts the system under the load we expect, such as the traffic of a holiday sale. The success criterion is plain: response times and error rates stay within the agreed limits.

## Stress testing: where do we break, and how do we recover?

A stress test deliberately goes past capacity. The aim is to see the first component that gives way and how quickly the system returns to normal once the load drops.

- Load test: confirm a specific target
- Stress test: discover the limits and the failure mode
- Both: need realistic scenarios and trustworthy data`,
    },
  },
  {
    slug: 'finding-the-breaking-point',
    publishDate: '2026-02-03',
    art: { hue: 18, shape: 'wave' },
    tags: { fa: ['تست استرس'], en: ['stress testing'] },
    fa: {
      title: 'یافتن نقطهٔ شکست سامانه، بی‌خطر',
      excerpt: 'چطور بار را تا مرز شکست بالا ببریم بی‌آن‌که محیط تولید یا داده‌های واقعی آسیب ببینند.',
      authorName: 'رضا کریمی',
      body: `پیدا کردن نقطهٔ شکست ارزشمند است، اما فقط اگر خود آزمون چیزی را خراب نکند.

## محیط را جدا کنید

آزمون استرس باید روی محیطی اجرا شود که از نظر پیکربندی به تولید نزدیک است اما داده‌ها و سرویس‌های بیرونی‌اش جدا هستند. سرویس‌های پرداخت و پیامک را با شبیه‌ساز جایگزین کنید.

## بار را پله‌پله بالا ببرید

به‌جای جهش ناگهانی، بار را در پله‌های پنج‌دقیقه‌ای افزایش دهید و در هر پله صدک ۹۹ زمان پاسخ، مصرف CPU و طول صف‌ها را ثبت کنید.

1. پله‌ها را از پیش تعریف کنید
2. برای توقف خودکار آستانه بگذارید
3. پس از شکست، بازیابی را هم اندازه بگیرید`,
    },
    en: {
      title: "Finding your system's breaking point safely",
      excerpt: 'How to push load to the edge without harming production or real data.',
      authorName: 'Reza Karimi',
      body: `Finding the breaking point is valuable, but only if the test itself breaks nothing.

## Isolate the environment

Run stress tests on an environment configured like production but with its own data and external services. Replace payment and SMS providers with simulators.

## Raise the load step by step

Instead of a sudden spike, raise the load in five-minute steps and record p99 response time, CPU use and queue lengths at each step.

1. Define the steps in advance
2. Set thresholds for an automatic stop
3. After the break, measure the recovery too`,
    },
  },
  {
    slug: 'p99-latency-matters',
    publishDate: '2026-03-08',
    art: { hue: 350, shape: 'rings' },
    tags: { fa: ['کارایی', 'سنجه‌ها'], en: ['performance', 'metrics'] },
    fa: {
      title: 'چرا تأخیر صدک ۹۹ از میانگین مهم‌تر است',
      excerpt: 'میانگین زمان پاسخ، کندترین تجربه‌های کاربران را پنهان می‌کند. صدک‌ها حقیقت را می‌گویند.',
      authorName: 'سارا محمدی',
      body: `میانگین ۲۰۰ میلی‌ثانیه‌ای زمان پاسخ خوب به نظر می‌رسد، اما ممکن است یک درصد از درخواست‌ها چهار ثانیه طول بکشند.

## صدک‌ها چه می‌گویند

صدک ۹۹ یعنی ۹۹ درصد درخواست‌ها از این مقدار سریع‌ترند. در صفحه‌ای که ده‌ها درخواست می‌فرستد، تقریباً هر کاربر دست‌کم یک بار به این دنبالهٔ کند برمی‌خورد.

## در گزارش‌ها چه بخواهیم

- صدک‌های ۵۰، ۹۵ و ۹۹ کنار هم
- نمودار توزیع، نه فقط یک عدد
- جدا کردن درخواست‌های خطادار از موفق`,
    },
    en: {
      title: 'Why p99 latency matters more than the average',
      excerpt: "Average response time hides your users' slowest experiences. Percentiles tell the truth.",
      authorName: 'Sara Mohammadi',
      body: `An average response time of 200 ms looks fine, yet one request in a hundred may take four seconds.

## What percentiles say

p99 means 99 percent of requests are faster than this value. On a page that sends dozens of requests, nearly every user meets that slow tail at least once.

## What to ask for in reports

- p50, p95 and p99 side by side
- A distribution chart, not a single number
- Failed requests kept apart from successful ones`,
    },
  },
  {
    slug: 'regression-suites-that-last',
    publishDate: '2026-04-14',
    art: { hue: 8, shape: 'grid' },
    tags: { fa: ['خودکارسازی', 'رگرسیون'], en: ['automation', 'regression'] },
    fa: {
      title: 'ساختن مجموعه‌آزمون‌های رگرسیون ماندگار',
      excerpt: 'مجموعه‌آزمونی که هر ماه بازنویسی شود، سرمایه نیست؛ هزینه است. این اصول آن را ماندگار می‌کند.',
      authorName: 'مریم احمدی',
      body: `مجموعه‌آزمون رگرسیون باید با محصول رشد کند، نه این‌که با هر تغییر کوچک فرو بریزد.

## رفتار را بیازمایید، نه پیاده‌سازی را

آزمونی که به ساختار داخلی صفحه یا نام کلاس‌ها وابسته است، با هر بازطراحی می‌شکند. به‌جای آن، آن‌چه کاربر می‌بیند و انجام می‌دهد را بیازمایید.

## داده را در اختیار بگیرید

هر آزمون دادهٔ خودش را بسازد و پس از اجرا پاک کند. آزمون‌هایی که به دادهٔ مشترک تکیه می‌کنند، دیر یا زود به هم تداخل می‌کنند.

- نام آزمون بگوید چه چیزی را تضمین می‌کند
- هر شکست یک علت روشن داشته باشد
- آزمون‌های کند را جدا اجرا کنید`,
    },
    en: {
      title: 'Building regression suites that last',
      excerpt: 'A suite rewritten every month is a cost, not an asset. These principles make it last.',
      authorName: 'Maryam Ahmadi',
      body: `A regression suite should grow with the product instead of collapsing at every small change.

## Test behaviour, not implementation

A test tied to the page's inner structure or class names breaks with every redesign. Test what the user sees and does instead.

## Own your data

Each test creates its own data and cleans up after itself. Tests that lean on shared data sooner or later interfere with each other.

- A test's name says what it guarantees
- Every failure has one clear cause
- Slow tests run separately`,
    },
  },
  {
    slug: 'performance-budgets-in-ci',
    publishDate: '2026-05-20',
    art: { hue: 355, shape: 'bars' },
    tags: { fa: ['کارایی', 'CI'], en: ['performance', 'CI'] },
    fa: {
      title: 'بودجهٔ کارایی در یکپارچه‌سازی مداوم',
      excerpt: 'کندی معمولاً یک‌باره نمی‌آید؛ هر بار چند میلی‌ثانیه. بودجهٔ کارایی جلوی این فرسایش را می‌گیرد.',
      authorName: 'رضا کریمی',
      body: `هیچ تغییری به‌تنهایی سامانه را کند نمی‌کند؛ صدها تغییر کوچک این کار را می‌کنند.

## بودجه چیست

بودجهٔ کارایی سقفی است برای سنجه‌هایی مثل حجم جاوااسکریپت، زمان پاسخ API یا زمان ساخت. اگر تغییری از سقف عبور کند، خط لوله شکست می‌خورد.

## از کجا شروع کنیم

1. وضعیت فعلی را اندازه بگیرید
2. سقف را کمی بالاتر از آن بگذارید
3. هر فصل سقف را پایین‌تر بیاورید

مهم‌ترین نکته: عدد را کنار مبنای همان اجرا گزارش دهید تا نوسان ماشین، نتیجه را گمراه‌کننده نکند.`,
    },
    en: {
      title: 'Performance budgets in continuous integration',
      excerpt: 'Slowness rarely arrives at once; it comes a few milliseconds at a time. A budget stops the erosion.',
      authorName: 'Reza Karimi',
      body: `No single change makes a system slow; hundreds of small ones do.

## What a budget is

A performance budget is a ceiling on figures such as JavaScript weight, API response time or build time. When a change crosses the ceiling, the pipeline fails.

## Where to start

1. Measure where you are today
2. Set the ceiling slightly above that
3. Lower it every quarter

Most important: report each figure next to a baseline from the same run, so machine noise does not mislead you.`,
    },
  },
  {
    slug: 'capacity-planning-for-peak-season',
    publishDate: '2026-06-30',
    art: { hue: 12, shape: 'wave' },
    tags: { fa: ['ظرفیت', 'تست بار'], en: ['capacity', 'load testing'] },
    fa: {
      title: 'برنامه‌ریزی ظرفیت پیش از فصل اوج',
      excerpt: 'سه ماه پیش از فصل اوج چه باید کرد تا روز فروش ویژه به روز بحران تبدیل نشود.',
      authorName: 'مریم احمدی',
      body: `فروشگاهی که در روز فروش ویژه از دسترس خارج شود، هم درآمد را از دست می‌دهد و هم اعتماد مشتری را.

## از داده‌های سال گذشته شروع کنید

اوج ترافیک سال قبل، نسبت خواندن به نوشتن و مسیرهای پرتکرار کاربران را استخراج کنید. سپس رشد مورد انتظار را به آن بیفزایید.

## حاشیهٔ امن بگذارید

هدف آزمون بار را دست‌کم یک‌ونیم برابر پیش‌بینی قرار دهید. پیش‌بینی‌ها معمولاً خوش‌بینانه‌اند.

- مقیاس‌پذیری خودکار را زیر بار واقعی بیازمایید
- محدودیت سرویس‌های بیرونی را بشناسید
- برنامهٔ کاهش قابلیت‌ها را از پیش آماده کنید`,
    },
    en: {
      title: 'Capacity planning before the peak season',
      excerpt: 'What to do three months before peak season so that sale day does not become crisis day.',
      authorName: 'Maryam Ahmadi',
      body: `A shop that goes offline on sale day loses revenue and customer trust at once.

## Start from last year's data

Extract last year's traffic peak, the read-to-write ratio and the most frequent user journeys. Then add the growth you expect.

## Keep a safety margin

Set the load-test target at least one and a half times the forecast. Forecasts tend to be optimistic.

- Test autoscaling under real load
- Know the limits of external services
- Prepare a plan for degrading features gracefully`,
    },
  },
  {
    slug: 'realistic-test-data',
    publishDate: '2026-08-11',
    art: { hue: 5, shape: 'grid' },
    tags: { fa: ['دادهٔ آزمون', 'امنیت'], en: ['test data', 'security'] },
    fa: {
      title: 'دادهٔ آزمون واقع‌گرایانه بدون نشت اطلاعات',
      excerpt: 'آزمون بار با داده‌های ساختگی ساده، گلوگاه‌های واقعی را نشان نمی‌دهد؛ کپی داده‌های تولید هم خطرناک است.',
      authorName: 'سارا محمدی',
      body: `کیفیت نتیجهٔ آزمون بار به کیفیت داده‌اش بستگی دارد.

## چرا دادهٔ ساده گمراه‌کننده است

اگر همهٔ کاربران آزمایشی یک سبد خرید یک‌قلمی داشته باشند، کش‌ها بیش از حد خوب کار می‌کنند و پرس‌وجوهای سنگین هرگز اجرا نمی‌شوند.

## داده‌ای شبیه تولید، بدون اطلاعات شخصی

- توزیع‌ها را از تولید بگیرید، نه خود رکوردها را
- نام‌ها، شماره‌ها و نشانی‌ها را با داده‌های ساختگی جایگزین کنید
- حجم داده را هم‌اندازهٔ تولید نگه دارید`,
    },
    en: {
      title: 'Realistic test data without leaking production secrets',
      excerpt: 'Load tests on naive fake data miss real bottlenecks; copying production data is dangerous.',
      authorName: 'Sara Mohammadi',
      body: `A load test's results are only as good as its data.

## Why naive data misleads

If every test user has a one-item basket, caches work far too well and the heavy queries never run.

## Production-like data without personal information

- Take distributions from production, not the records themselves
- Replace names, numbers and addresses with synthetic values
- Keep the data volume as large as production's`,
    },
  },
  {
    slug: 'quality-assessment-checklist',
    publishDate: '2026-09-02',
    art: { hue: 345, shape: 'rings' },
    tags: { fa: ['ارزیابی کیفیت'], en: ['quality assessment'] },
    fa: {
      title: 'چک‌لیستی عملی برای ارزیابی کیفیت',
      excerpt: 'ده پرسشی که در هر ارزیابی کیفیت می‌پرسیم و پاسخ‌هایشان بیش از هر گزارشی حرف می‌زنند.',
      authorName: 'مریم احمدی',
      body: `ارزیابی کیفیت با ابزار شروع نمی‌شود؛ با پرسش شروع می‌شود.

## پرسش‌هایی که همیشه می‌پرسیم

1. آخرین خطای جدی در تولید چطور پیدا شد؟
2. چقدر طول می‌کشد تا یک تغییر کوچک به تولید برسد؟
3. کدام آزمون‌ها را تیم نادیده می‌گیرد و چرا؟
4. چه کسی تصمیم می‌گیرد نسخه آمادهٔ انتشار است؟

## از پاسخ‌ها تا نقشهٔ راه

پاسخ‌ها را کنار داده‌های خط لوله و گزارش‌های خطا می‌گذاریم و سه تا پنج اقدام با بیشترین اثر را پیشنهاد می‌کنیم.`,
    },
    en: {
      title: 'A practical checklist for a quality assessment',
      excerpt: 'The questions we ask in every quality assessment, whose answers say more than any report.',
      authorName: 'Maryam Ahmadi',
      body: `A quality assessment does not start with tools; it starts with questions.

## Questions we always ask

1. How was the last serious production defect found?
2. How long does a small change take to reach production?
3. Which tests does the team ignore, and why?
4. Who decides that a release is ready?

## From answers to a roadmap

We put the answers next to pipeline data and defect reports, then propose the three to five actions with the greatest effect.`,
    },
  },
  {
    slug: 'soak-testing-memory-leaks',
    publishDate: '2026-10-06',
    art: { hue: 20, shape: 'wave' },
    tags: { fa: ['تست ماندگاری', 'حافظه'], en: ['soak testing', 'memory'] },
    fa: {
      title: 'تست ماندگاری: شکار نشت حافظه پیش از کاربران',
      excerpt: 'بعضی خطاها فقط پس از ساعت‌ها کار مداوم پیدا می‌شوند. تست ماندگاری برای همین است.',
      authorName: 'رضا کریمی',
      body: `سامانه‌ای که یک ساعت آزمون بار را با موفقیت پشت سر می‌گذارد، ممکن است پس از دوازده ساعت از کار بیفتد.

## تست ماندگاری چیست

بار متوسط و ثابتی را برای مدت طولانی، معمولاً هشت تا بیست‌وچهار ساعت، اعمال می‌کنیم و روند مصرف حافظه، اتصال‌ها و فضای دیسک را زیر نظر می‌گیریم.

## نشانه‌های خطر

- حافظه‌ای که پس از هر چرخهٔ جمع‌آوری زباله بالاتر می‌ماند
- افزایش تدریجی زمان پاسخ
- اتصال‌های پایگاه داده که آزاد نمی‌شوند

## آماده‌سازی آزمون

محیط آزمون باید همان پیکربندی حافظه، اندازهٔ مخزن اتصال و سیاست‌های گردش لاگ محیط اصلی را داشته باشد؛ وگرنه نشتی که در محیط اصلی پس از ده ساعت ظاهر می‌شود، در آزمون دیده نمی‌شود. پیش از شروع، یک خط پایه از مصرف حافظه و تعداد اتصال‌ها در حالت بیکار ثبت کنید.

### سنجه‌هایی که ثبت می‌کنیم

- حافظهٔ heap و حافظهٔ کل فرایند، هر یک دقیقه
- تعداد اتصال‌های باز پایگاه داده و صف درخواست‌ها
- زمان پاسخ صدک ۹۵ و ۹۹ در پنجره‌های ده‌دقیقه‌ای

## خواندن نتیجه‌ها

نمودار حافظه را پس از حذف نوسان‌های جمع‌آوری زباله نگاه کنید. شیب ثابت رو به بالا، حتی اگر کم باشد، نشانهٔ نشت است: آن را تا زمان پر شدن حافظه ادامه دهید تا بدانید سامانه چند ساعت دوام می‌آورد. اگر زمان پاسخ همراه با حافظه بالا می‌رود، پیش از هر بهینه‌سازی دیگری سراغ نشت بروید.`,
    },
    en: {
      title: 'Soak testing: catching memory leaks before your users do',
      excerpt: 'Some defects appear only after hours of continuous work. That is what soak tests are for.',
      authorName: 'Reza Karimi',
      body: `A system that passes an hour-long load test may still fall over after twelve hours.

## What a soak test is

We apply a steady, moderate load for a long time, usually eight to twenty-four hours, and watch the trend of memory use, connections and disk space.

## Warning signs

- Memory that stays higher after every garbage-collection cycle
- Response times creeping upwards
- Database connections that are never released

## Preparing the test

The test environment needs production's memory settings, connection-pool size and log rotation; otherwise a leak that shows after ten hours in production never shows in the test. Before starting, record a baseline of idle memory use and open connections.

### What we record

- Heap and total process memory, every minute
- Open database connections and the request queue
- p95 and p99 response times in ten-minute windows

## Reading the results

Look at the memory curve after smoothing out garbage-collection swings. A steady upward slope, however small, is a leak: extend it to the point where memory runs out to know how many hours the system lasts. If response times climb with memory, chase the leak before any other optimisation.`,
    },
  },
  {
    slug: 'taming-flaky-tests',
    publishDate: '2026-11-03',
    art: { hue: 0, shape: 'grid' },
    tags: { fa: ['خودکارسازی'], en: ['automation'] },
    fa: {
      title: 'رام کردن تست‌های ناپایدار',
      excerpt: 'تستی که گاهی قبول و گاهی رد می‌شود، اعتماد تیم به کل مجموعه را از بین می‌برد.',
      authorName: 'سارا محمدی',
      body: `وقتی تیم عادت کند شکست آزمون‌ها را با «دوباره اجرا کن» حل کند، دیگر به هیچ شکستی اعتماد نمی‌کند.

## علت‌های رایج

- انتظار با زمان ثابت به‌جای انتظار برای یک شرط
- وابستگی آزمون‌ها به ترتیب اجرا
- سرویس‌های بیرونی کند یا ناپایدار

## چه کنیم

آزمون ناپایدار را فوراً قرنطینه کنید، علتش را پیدا کنید و فقط پس از رفع علت به مجموعه برگردانید. «اجرای دوباره» درمان نیست؛ پنهان کردن بیماری است.`,
    },
    en: {
      title: 'Taming flaky tests',
      excerpt: "A test that sometimes passes and sometimes fails destroys the team's trust in the whole suite.",
      authorName: 'Sara Mohammadi',
      body: `Once a team gets used to fixing failures with "run it again", it stops trusting any failure.

## Common causes

- Fixed-time sleeps instead of waiting for a condition
- Tests that depend on execution order
- Slow or unstable external services

## What to do

Quarantine a flaky test at once, find its cause and bring it back only when the cause is fixed. A rerun is not a cure; it hides the disease.`,
    },
  },
]

export type RedirectSeed = { fromPath: string; toPath: string; permanent?: boolean; allowExternal?: boolean }

/** Per-path rules editors can change in the CMS (issue [4]): short addresses and the testing lab. */
export const redirects: RedirectSeed[] = [
  { fromPath: '/fa/about', toPath: '/fa/pages/about-us/', permanent: true },
  { fromPath: '/en/about', toPath: '/en/pages/about-us/', permanent: true },
  { fromPath: '/fa/lab', toPath: communityUrls.testingLabUrl, allowExternal: true },
  { fromPath: '/en/lab', toPath: communityUrls.testingLabUrl, allowExternal: true },
]

/** A case study as seeded: anonymised clients, figures as such engagements report them. */
export type CaseStudySeed = {
  slug: string
  publishDate: string
  service: ServiceKind
  art: PostArt
  fa: CaseStudyText
  en: CaseStudyText
}
type CaseStudyText = {
  title: string
  client: string | null
  sector: string
  summary: string
  challenge: string
  approach: string
  results: { figure: string; label: string }[]
  quote: { text: string; author: string; role: string }
}

export const caseStudies: CaseStudySeed[] = [
  {
    slug: 'retailer-ready-for-yalda-sale',
    publishDate: '2026-02-10',
    service: 'load-stress',
    art: { hue: 20, shape: 'bars' },
    fa: {
      title: 'فروشگاهی که شب یلدا از پا نیفتاد',
      client: null,
      sector: 'یک فروشگاه اینترنتی سراسری',
      summary:
        'سال قبل، پرداخت در اوج فروش شب یلدا با ۲٬۳۰۰ کاربر هم‌زمان از کار افتاد. امسال همان سامانه ۱۲٬۰۰۰ کاربر هم‌زمان را بی‌خطا پشت سر گذاشت.',
      challenge: `فروش ویژهٔ شب یلدا ترافیک این فروشگاه را در یک ساعت به هشت برابر روزهای عادی می‌رساند. سال قبل، صفحهٔ پرداخت با ۲٬۳۰۰ کاربر هم‌زمان کند شد و پس از چند دقیقه خطا داد؛ تیم فنی نمی‌دانست گلوگاه کجاست و تنها شش هفته تا فروش بعدی فرصت داشت.`,
      approach: `### سناریوهایی از ترافیک واقعی

رفتار کاربران را از گزارش‌های ترافیک سال قبل بیرون کشیدیم: جست‌وجو، افزودن به سبد، پرداخت، و نسبت هر کدام در ساعت اوج. سناریوهای k6 را بر همین پایه نوشتیم و بار را پله‌پله تا ۱۲٬۰۰۰ کاربر مجازی بالا بردیم.

### گلوگاه‌ها

- استخر اتصال پایگاه داده در سرویس سبد خرید با ۵۰ اتصال پر می‌شد و درخواست‌ها در صف می‌ماندند.
- یک پرس‌وجوی بی‌نمایه روی جدول سفارش‌ها در هر پرداخت کل جدول را می‌خواند.
- کش موجودی کالا با هر خرید پاک می‌شد و بار را مستقیم به پایگاه داده می‌فرستاد.

پس از هر اصلاح، همان آزمون را دوباره اجرا کردیم تا بهبود با عدد ثابت شود؛ در پایان با تست استرس از ظرفیت گذشتیم تا ببینیم سامانه کجا و چطور می‌شکند و چقدر زود برمی‌گردد.`,
      results: [
        { figure: '۵×', label: 'ظرفیت کاربران هم‌زمان در اوج فروش' },
        { figure: '۴۲۰ میلی‌ثانیه', label: 'صدک ۹۵ زمان پرداخت (پیش‌تر ۱٫۹ ثانیه)' },
        { figure: '۰', label: 'دقیقهٔ از دسترس خارج شدن در شب فروش' },
      ],
      quote: {
        text: 'برای اولین بار شب یلدا را به جای تماشای نمودار خطاها، با تماشای نمودار فروش گذراندیم.',
        author: 'مدیر فنی',
        role: 'فروشگاه اینترنتی',
      },
    },
    en: {
      title: 'An online retailer that stayed up on its biggest sale night',
      client: null,
      sector: 'A national online retailer',
      summary:
        'A year earlier, checkout failed at 2,300 concurrent users during the Yalda night sale. This year the same system served 12,000 concurrent users without an error.',
      challenge: `The Yalda night sale brings this retailer eight times its usual traffic within an hour. The year before, checkout slowed down at 2,300 concurrent users and started failing minutes later; the team did not know where the bottleneck was and had six weeks until the next sale.`,
      approach: `### Scenarios from real traffic

We took user behaviour from the previous year's traffic logs: search, add to basket, checkout, and the share of each at the peak hour. The k6 scenarios were written from those shares, and load was raised step by step to 12,000 virtual users.

### The bottlenecks

- The basket service's database connection pool filled at 50 connections and requests queued behind it.
- An unindexed query on the orders table read the whole table on every checkout.
- The stock cache was cleared on every purchase, sending its load straight to the database.

After each fix we ran the same test again so the improvement was a figure, not a feeling; at the end a stress test went past capacity to show where and how the system breaks, and how fast it recovers.`,
      results: [
        { figure: '5×', label: 'concurrent users at the sale peak' },
        { figure: '420 ms', label: 'p95 checkout time (was 1.9 s)' },
        { figure: '0', label: 'minutes of downtime on sale night' },
      ],
      quote: {
        text: 'For the first time we spent Yalda night watching the sales chart instead of the error chart.',
        author: 'CTO',
        role: 'Online retailer',
      },
    },
  },
  {
    slug: 'payment-api-under-200-ms',
    publishDate: '2026-04-22',
    service: 'performance',
    art: { hue: 200, shape: 'rings' },
    fa: {
      title: 'درگاه پرداختی که در پایان ماه هم کند نمی‌شود',
      client: null,
      sector: 'یک شرکت پرداخت الکترونیک',
      summary:
        'صدک ۹۹ زمان پاسخ در روزهای تسویهٔ پایان ماه از ۳٫۱ ثانیه به ۲۴۰ میلی‌ثانیه رسید و هزینهٔ زیرساخت ۲۷ درصد کم شد.',
      challenge: `قرارداد این شرکت با بانک‌ها پاسخ زیر ۳۰۰ میلی‌ثانیه را در صدک ۹۹ می‌خواهد. در روزهای تسویهٔ پایان ماه، تأخیرها تا سه ثانیه بالا می‌رفت و تیم با افزودن سرور تنها هزینه را بالا برده بود، نه سرعت را.`,
      approach: `### اندازه‌گیری پیش از حدس

بار روز تسویه را با دادهٔ ناشناس‌شده بازسازی کردیم و سرویس‌ها را زیر همین بار پروفایل گرفتیم. یک تست ماندگاری دوازده‌ساعته نشان داد حافظه آرام‌آرام بالا می‌رود.

### آنچه پیدا شد

- مکث‌های جمع‌آوری زباله در سرویس تراکنش‌ها، هر بار تا ۸۰۰ میلی‌ثانیه.
- پرس‌وجوهای پشت‌سرهم در گزارش تسویه که برای هر تراکنش یک رفت‌وبرگشت جدا به پایگاه داده داشت.
- کشی که به جای نتیجه، کل شیء نشست را نگه می‌داشت.`,
      results: [
        { figure: '۲۴۰ میلی‌ثانیه', label: 'صدک ۹۹ در روز تسویه (پیش‌تر ۳٫۱ ثانیه)' },
        { figure: '۲۷٪', label: 'هزینهٔ زیرساخت کمتر' },
        { figure: '۱۲ ساعت', label: 'تست ماندگاری بدون رشد حافظه' },
      ],
      quote: {
        text: 'می‌خواستیم سرور بخریم؛ گزارش آن‌ها نشان داد باید سه خط کد را عوض کنیم.',
        author: 'سرپرست مهندسی',
        role: 'شرکت پرداخت',
      },
    },
    en: {
      title: 'A payment API that no longer slows down at month end',
      client: null,
      sector: 'An electronic payments company',
      summary:
        'p99 response time on month-end settlement days went from 3.1 s to 240 ms, and infrastructure costs fell by 27%.',
      challenge: `The company's contracts with its banks require answers under 300 ms at the 99th percentile. On month-end settlement days latency climbed to three seconds, and adding servers had raised the bill, not the speed.`,
      approach: `### Measure before guessing

We rebuilt settlement-day load from anonymised data and profiled the services under it. A twelve-hour soak test showed memory creeping up.

### What we found

- Garbage-collection pauses in the transaction service, each up to 800 ms.
- N+1 queries in the settlement report: one database round trip per transaction.
- A cache that kept whole session objects instead of results.`,
      results: [
        { figure: '240 ms', label: 'p99 on settlement day (was 3.1 s)' },
        { figure: '27%', label: 'lower infrastructure cost' },
        { figure: '12 h', label: 'soak test with no memory growth' },
      ],
      quote: {
        text: 'We were about to buy servers; their report showed we had to change three lines of code.',
        author: 'Head of engineering',
        role: 'Payments company',
      },
    },
  },
  {
    slug: 'health-app-weekly-releases',
    publishDate: '2026-07-05',
    service: 'automation-regression',
    art: { hue: 140, shape: 'grid' },
    fa: {
      title: 'از انتشار فصلی به انتشار هفتگی در یک سامانهٔ سلامت',
      client: null,
      sector: 'یک سامانهٔ سلامت دیجیتال',
      summary:
        'آزمون رگرسیون دستی که ۹ روز طول می‌کشید، حالا در ۳۸ دقیقه در خط CI اجرا می‌شود و نسخه‌ها هر هفته منتشر می‌شوند.',
      challenge: `هر نسخهٔ این سامانهٔ نوبت‌دهی و مشاورهٔ آنلاین پیش از انتشار ۹ روز آزمون دستی می‌خواست؛ برای همین تیم فقط هر سه ماه یک بار منتشر می‌کرد و هر انتشار پر از تغییرهای انباشته و خطاهای فرار بود.`,
      approach: `### آزمون بر پایهٔ ریسک

مسیرهای پرخطر را با تیم محصول فهرست کردیم: نوبت‌گیری، پرداخت، نسخهٔ پزشک و حریم دادهٔ بیمار. آزمون‌های خودکار از همین مسیرها شروع شد، نه از صفحه‌ای که ساده‌تر بود.

### یک مجموعهٔ پایدار

- ۱٬۴۰۰ آزمون خودکار در خط CI که به‌صورت موازی اجرا می‌شوند.
- آزمون‌های ناپایدار قرنطینه می‌شوند و مالک دارند، به جای اجرای دوباره تا سبز شدن.
- دادهٔ آزمون برای هر اجرا تازه ساخته می‌شود تا آزمون‌ها به هم وابسته نباشند.`,
      results: [
        { figure: '۳۸ دقیقه', label: 'زمان آزمون رگرسیون (پیش‌تر ۹ روز)' },
        { figure: 'هفتگی', label: 'انتشار نسخه (پیش‌تر فصلی)' },
        { figure: '۶۴٪', label: 'خطای فرار کمتر به محیط واقعی' },
      ],
      quote: {
        text: 'حالا انتشار یک کار عادی سه‌شنبه‌هاست، نه یک پروژهٔ سه‌ماهه.',
        author: 'مدیر محصول',
        role: 'سامانهٔ سلامت دیجیتال',
      },
    },
    en: {
      title: 'From quarterly to weekly releases at a digital health platform',
      client: null,
      sector: 'A digital health platform',
      summary:
        'A manual regression pass that took 9 days now runs in 38 minutes in CI, and the team releases every week.',
      challenge: `Every release of this booking and online consultation platform needed nine days of manual testing, so the team shipped once a quarter, and every release was full of piled-up changes and escaped defects.`,
      approach: `### Testing by risk

With the product team we listed the riskiest paths: booking, payment, prescriptions and patient data privacy. Automation started with those paths, not with the easiest screen.

### A suite that lasts

- 1,400 automated tests in CI, run in parallel.
- Flaky tests are quarantined and owned, instead of re-run until green.
- Test data is created fresh for each run, so no test depends on another.`,
      results: [
        { figure: '38 min', label: 'regression pass (was 9 days)' },
        { figure: 'Weekly', label: 'releases (were quarterly)' },
        { figure: '64%', label: 'fewer defects escaping to production' },
      ],
      quote: {
        text: 'A release is now an ordinary Tuesday task, not a three-month project.',
        author: 'Product manager',
        role: 'Digital health platform',
      },
    },
  },
]
