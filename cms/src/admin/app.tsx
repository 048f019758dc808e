/**
 * The admin panel's customisations: where an editor's change is on the site (queued, building,
 * live, failed), on the homepage as a widget and beside every document of the site's content
 * (data: GET /site-deploys/status, cms/src/publishing/); a Schedule panel there to publish or
 * unpublish at a time (GET/POST/DELETE /site-schedule) and a "Scheduled" widget listing the next
 * times; beside a post, a Newsletter panel to send it to its language's subscribers
 * (/newsletter/editions, cms/src/newsletter/edition-routes.ts); and the newsletter subscribers' CSV
 * download above their list (cms/src/newsletter/export.ts); readers' figures (views, the most read
 * pages, referring sites, field Core Web Vitals) on a page of their own in the menu, on the homepage
 * as a widget, and per entry beside it (GET /site-analytics, cms/src/analytics/admin-routes.ts); and
 * the edit view's text fields and the lists' text columns in the direction of the entries' language;
 * the lists' dates and times, and the edit view's date fields, on the editors' clock and calendar, as
 * the panels write them; the options of lists of values named, in the lists and the edit view.
 * All of it in English or Persian, as the admin user chose in their profile (./translations/), with
 * the daily screens of Strapi's own in Persian too and the admin laid out right to left then.
 */
import type { StrapiApp } from '@strapi/strapi/admin'
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin'
import { ChartCircle, Clock, Rocket } from '@strapi/icons'
import { PublishingPanel } from './site-publishing/PublishingPanel'
import { SchedulePanel } from './site-publishing/SchedulePanel'
import { DownloadSubscribers } from './newsletter/DownloadSubscribers'
import { EditionPanel } from './newsletter/EditionPanel'
import { ReadersPanel } from './analytics/ReadersPanel'
import { ContentDirection } from './content-direction/ContentDirection'
import { ListDirection } from './content-direction/ListDirection'
import { editorTimesInList } from './editor-clock/ListTimes'
import { optionsInList } from './lists/OptionCells'
import { fieldNamesInFilters } from './lists/FilterFields'
import { EDIT_VIEW_FIELDS } from './editor-clock/EditorTimeInputs'
import { en, label } from './translations/en'
import { fa } from './translations/fa'
import { contentTypeNamesFa, strapiDefaultsFa, strapiFa } from './translations/strapi-fa'
import { fieldLabels, optionLabels } from '../bootstrap/field-labels'
import { closeStrapiNews } from './shared/strapi-news'
import { followInterfaceDirection } from './translations/interface-direction'
import { startInBrowserLanguage } from './translations/first-language'
import { holdStickyHeaderBelowTopBar } from './layout/sticky-header'

export default {
  // Persian beside Strapi's English: an editor picks it in their profile (issue [25], ADR 0059).
  config: {
    locales: ['fa'],
    translations: {
      en: { ...optionLabels('en'), ...en },
      fa: {
        ...strapiFa,
        ...strapiDefaultsFa,
        ...contentTypeNamesFa,
        ...fieldLabels('fa'),
        ...optionLabels('fa'),
        ...fa,
      },
    },
  },
  register(app: StrapiApp) {
    // Before Strapi reads the interface language to render the first screen.
    startInBrowserLanguage(localStorage, navigator.languages)
    followInterfaceDirection()
    holdStickyHeaderBelowTopBar()
    app.addMenuLink({
      to: 'readers',
      icon: ChartCircle,
      intlLabel: label('site-analytics.menu'),
      permissions: [],
      Component: () => import('./analytics/ReadersPage'),
    })
    app.widgets.register({
      id: 'site-readers',
      icon: ChartCircle,
      title: label('site-analytics.widget.title'),
      link: { label: label('site-analytics.widget.link'), href: '/readers' },
      component: async () => (await import('./analytics/ReadersWidget')).ReadersWidget,
    })
    app.widgets.register({
      id: 'site-publishing',
      icon: Rocket,
      title: label('site-publishing.widget.title'),
      component: async () => (await import('./site-publishing/PublishingWidget')).PublishingWidget,
    })
    app.widgets.register({
      id: 'site-schedule',
      icon: Clock,
      title: label('site-schedule.widget.title'),
      component: async () => (await import('./site-publishing/ScheduledWidget')).ScheduledWidget,
    })
  },
  bootstrap(app: StrapiApp) {
    // Strapi's release news, which editors do not act on (ADR 0075).
    closeStrapiNews().catch(() => undefined)
    // The edit view's date and date-and-time fields, on the editors' clock and calendar (ADR 0071).
    app.addFields(EDIT_VIEW_FIELDS)
    const contentManager = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis']
    contentManager.addEditViewSidePanel([PublishingPanel, SchedulePanel, EditionPanel, ReadersPanel])
    app
      .getPlugin('content-manager')
      .injectComponent('listView', 'actions', { name: 'newsletter-download', Component: DownloadSubscribers })
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', {
      name: 'content-direction',
      Component: ContentDirection,
    })
    app
      .getPlugin('content-manager')
      .injectComponent('listView', 'actions', { name: 'list-direction', Component: ListDirection })
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', editorTimesInList)
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', optionsInList)
    app.registerHook('Admin/CM/pages/ListView/inject-in-filters', fieldNamesInFilters)
  },
}
