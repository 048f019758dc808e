/**
 * The English words of our admin panels and widgets (issue [25]), as ICU messages: the source every
 * other language's catalogue (./fa.ts) must cover key for key. Registered with the admin in
 * ../app.tsx; the panels read them through ./useText.ts. Ids keep Strapi's habit of a prefix per
 * feature.
 */
export const en = {
  'site.language.fa': 'Persian',
  'site.language.en': 'English',
  'site.asking': 'Asking the CMS…',
  'site.unanswered': 'The CMS did not answer: check your connection and try again.',

  'site-publishing.widget.title': 'Site publishing',
  'site-publishing.panel.title': 'On the site',
  'site-publishing.unknown': "The CMS could not say how the site's build is going.",
  'site-publishing.open-site': 'Open the site',
  'site-publishing.label.queued': 'Queued',
  'site-publishing.label.building': 'Building',
  'site-publishing.label.live': 'Live',
  'site-publishing.label.failed': 'Failed',
  'site-publishing.label.not-reporting': 'Not reporting',
  'site-publishing.entry.draft':
    'This entry is not published: the site does not show it. Publish it to send it to the site.',
  'site-publishing.entry.modified':
    'Your latest edits are a draft, not on the site: the site shows the published version. Publish to send them.',
  'site-publishing.hook-problem':
    'The build hook has not accepted {pending, plural, one {one change} other {# changes}} yet ({error}); the CMS tries again{next, select, none {} other { at {next}}}, and no change is lost meanwhile.',
  'site-publishing.served-since': 'Readers get the build that went live at {at}.',
  'site-publishing.nothing-live': 'No build of the site has gone live yet.',
  'site-publishing.not-reporting.change':
    "The site's builds have not reported to the CMS, so it cannot tell whether {what, select, titled {“{title}”} other {your change}} ({at}) is live yet.",
  'site-publishing.not-reporting': "The site's builds have not reported to the CMS yet.",
  'site-publishing.not-reporting.help':
    'Until the site sends the CMS news of its builds, whoever runs the site can say whether a change is live.',
  'site-publishing.queued':
    '{what, select, titled {“{title}”} other {Your change}} ({at}) waits for the next build of the site.',
  'site-publishing.queued.building': 'A build started at {since} is still running.',
  'site-publishing.building':
    'The site is being built with {what, select, titled {“{title}”} untitled {your change} other {the latest content}} since {since}.',
  'site-publishing.failed': 'The last build failed at {at}: {reason}.',
  'site-publishing.failed.help': 'Publish again once the cause is fixed, or ask whoever runs the site.',
  'site-publishing.live':
    'The site is up to date{published, select, yes { with what is published} other {}}{at, select, none {.} other {: live since {at}.}}',
  'site-publishing.last-change': 'Last change{what, select, titled {: “{title}”} other {}} at {at}.',

  'site-schedule.widget.title': 'Scheduled',
  'site-schedule.panel.title': 'Schedule',
  'site-schedule.unsaved': "Save this language's draft to set a time to publish it.",
  'site-schedule.publish.set': 'Schedule publish',
  'site-schedule.publish.pending': 'Publishes',
  'site-schedule.publish.done': 'Published on schedule',
  'site-schedule.publish.label': 'Publish at',
  'site-schedule.unpublish.set': 'Schedule unpublish',
  'site-schedule.unpublish.pending': 'Unpublishes',
  'site-schedule.unpublish.done': 'Unpublished on schedule',
  'site-schedule.unpublish.label': 'Unpublish at',
  'editor-clock.time': 'Time',
  'editor-clock.not-a-date': 'Not a date: pick one in the calendar',
  'editor-clock.not-a-time': 'Write the time on a 24-hour clock, as 17:30',
  'editor-clock.solar-day': 'Solar Hijri calendar: year/month/day',
  'editor-clock.not-a-solar-day': 'Write the day in the Solar Hijri calendar as year/month/day, as 1405/10/15',
  'editor-clock.time-of': '{field}: time',
  'editor-clock.no-day': 'Write the day too',
  'editor-clock.kept': 'Until what is written above can be read, saving keeps:',
  'editor-clock.nothing': 'empty',
  'editor-clock.clear': 'Clear',
  'site-schedule.set-by': 'Set by {name}',
  'site-schedule.not-done':
    'Not done yet ({attempts, plural, one {# try} other {# tries}}): {error}. The CMS keeps trying; fix the draft and save it.',
  'site-schedule.remove': 'Remove this time',
  'site-schedule.not-allowed': 'Only editors who may publish this content can schedule it.',
  'site-schedule.not-carried-out': 'Not carried out: {error}',
  'site-schedule.widget.unknown': 'The CMS could not list the scheduled times.',
  'site-schedule.widget.empty':
    "Nothing is scheduled. Set a time to publish or unpublish in an entry's Schedule panel.",
  'site-schedule.widget.not-done': 'not done yet, see the entry',
  'site-schedule.browser-clock': "On this computer's clock: {time}",

  'site-newsletter.panel.title': 'Newsletter',
  'site-newsletter.unsaved': "Save and publish this language's version to send it to its subscribers.",
  'site-newsletter.unpublished': "Publish this language's version to send it to its subscribers.",
  'site-newsletter.subscribers': '{count, plural, one {# {language} subscriber} other {# {language} subscribers}}',
  'site-newsletter.confirmed': '{subscribers} confirmed now',
  'site-newsletter.preview': 'Preview the e-mail',
  'site-newsletter.test': 'Send a test to me',
  'site-newsletter.test-sent': 'Test sent to {address}',
  'site-newsletter.preview.close': 'Close the preview',
  'site-newsletter.preview.frame': 'The e-mail as subscribers get it',
  'site-newsletter.close': 'Close',
  'site-newsletter.not-allowed': 'Only editors who may publish this post can send it to subscribers.',
  'site-newsletter.confirm': 'Confirm sending',
  'site-newsletter.confirm.again': 'This post was already sent (edition {number}). Send it again to {subscribers}?',
  'site-newsletter.confirm.first': 'Send this post to {subscribers}? It cannot be called back.',
  'site-newsletter.send-again.confirmed': 'Send again',
  'site-newsletter.send-now': 'Send now',
  'site-newsletter.cancel': 'Cancel',
  'site-newsletter.send-again': 'Send again…',
  'site-newsletter.send': 'Send to {subscribers}…',
  'site-newsletter.edition.numbered': 'Edition {number}: {state}',
  'site-newsletter.edition.sent': 'Sent to {sent, number} of {recipients, number}',
  'site-newsletter.edition.queued': 'Queued for {recipients, plural, one {# subscriber} other {# subscribers}}',
  'site-newsletter.edition.sending': 'Sending: {done, number} of {recipients, number}',
  'site-newsletter.edition.by': 'Sent by {name}',
  'site-newsletter.edition.skipped': '{count, number} unsubscribed since',
  'site-newsletter.edition.bounced':
    '{count, plural, one {# address refused by its server} other {# addresses refused by their servers}}',
  'site-newsletter.edition.failed': '{count, plural, one {# e-mail failed} other {# e-mails failed}}',
  'site-newsletter.mail-server':
    'The mail server said: {error}{retrying, select, yes {. The CMS keeps trying.} other {}}',
  'site-newsletter.download': 'Download CSV',
  'site-newsletter.download.failed': 'Download failed: try again',

  'site-analytics.menu': 'Readers',
  'site-analytics.widget.title': 'Readers',
  'site-analytics.widget.link': 'All figures',
  'site-analytics.title': 'Readers',
  'site-analytics.subtitle':
    'What readers read and how fast it is for them: counted by the site itself, without cookies{zone, select, none {} other {; days on {zone}}}.',
  'site-analytics.spans': 'Days shown',
  'site-analytics.span': 'Last {days, number} days',
  'site-analytics.views': 'Views',
  'site-analytics.views-in-days':
    '<b>{total, number}</b> {total, plural, one {view} other {views}} in the last {days, number} days',
  'site-analytics.views-by-language': '{views}{byLanguage, select, none {} other { ({byLanguage})}}',
  'site-analytics.language-views': '{views, number} {language}',
  'site-analytics.chart.span': 'Views per day from {from} to {to}',
  'site-analytics.chart.last-days': 'Views per day over the last {days, number} days',
  'site-analytics.chart.day': '{day}: {total, number} {total, plural, one {view} other {views}}',
  'site-analytics.chart.most': 'most in a day: {views, number}',
  'site-analytics.top': 'Most read in {language}',
  'site-analytics.top.empty': 'No {language} page was read in these days.',
  'site-analytics.page': 'Page',
  'site-analytics.referrers': 'Where readers came from',
  'site-analytics.referrers.table': 'Referring sites',
  'site-analytics.referrers.site': 'Site',
  'site-analytics.referrers.empty': 'No reader came from another site in these days (or their browsers did not say).',
  'site-analytics.vitals': 'How fast pages are for readers (75th percentile)',
  'site-analytics.vitals.about':
    "Measured in readers' own browsers and rated against Google's Core Web Vitals thresholds: three readers in four had it at least this good.",
  'site-analytics.vitals.table': 'Field metrics',
  'site-analytics.vitals.template': 'Kind of page',
  'site-analytics.vitals.language': 'Language',
  'site-analytics.vitals.device': 'Device',
  'site-analytics.vitals.empty': "No reader's browser has measured a page in these days yet.",
  'site-analytics.readers': '{readers, plural, one {# reader} other {# readers}}',
  'site-analytics.rating.good': 'good',
  'site-analytics.rating.needs-improvement': 'needs improvement',
  'site-analytics.rating.poor': 'poor',
  'site-analytics.seconds': '{value} s',
  'site-analytics.milliseconds': '{value} ms',
  'site-analytics.metric.lcp': 'Largest Contentful Paint',
  'site-analytics.metric.inp': 'Interaction to Next Paint',
  'site-analytics.metric.cls': 'Cumulative Layout Shift',
  'site-analytics.metric.ttfb': 'Time to First Byte',
  'site-analytics.template.home': 'Home',
  'site-analytics.template.post': 'Post',
  'site-analytics.template.case-study': 'Case study',
  'site-analytics.template.post-list': 'Post list',
  'site-analytics.template.case-study-list': 'Case study list',
  'site-analytics.template.page': 'Page',
  'site-analytics.template.tag': 'Tag',
  'site-analytics.template.search': 'Search',
  'site-analytics.template.account': 'Account',
  'site-analytics.template.newsletter': 'Newsletter',
  'site-analytics.template.other': 'Other',
  'site-analytics.device.phone': 'Phone',
  'site-analytics.device.tablet': 'Tablet',
  'site-analytics.device.desktop': 'Desktop',
  'site-analytics.entry.unpublished': 'Readers’ figures appear once this entry is published and read.',
  'site-analytics.entry.speed': 'How fast for three readers in four',
  'site-analytics.entry.measured':
    "Measured in {readers, plural, one {one reader's browser} other {# readers' browsers}}",
  'site-analytics.entry.unread': 'No reader has opened it in these days.',
  'site-analytics.entry.no-address': 'It has no address yet: give it one and publish it.',
} as const

export type MessageId = keyof typeof en

/** A message with its values, for code that decides what to say without saying it (../../publishing/status-text.ts). */
export type Message = { id: MessageId; values?: Record<string, string | number> }

/** A message as Strapi's registries take it (menu links, widgets): its id, with the English as its default. */
export const label = (id: MessageId) => ({ id, defaultMessage: en[id] })
