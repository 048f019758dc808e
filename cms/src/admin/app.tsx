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
 * the edit view's text fields and the lists' text columns in the direction of the entries' language.
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

export default {
  config: { locales: [] },
  register(app: StrapiApp) {
    app.addMenuLink({
      to: 'readers',
      icon: ChartCircle,
      intlLabel: { id: 'site-analytics.menu', defaultMessage: 'Readers' },
      permissions: [],
      Component: () => import('./analytics/ReadersPage'),
    })
    app.widgets.register({
      id: 'site-readers',
      icon: ChartCircle,
      title: { id: 'site-analytics.widget.title', defaultMessage: 'Readers' },
      link: { label: { id: 'site-analytics.widget.link', defaultMessage: 'All figures' }, href: '/readers' },
      component: async () => (await import('./analytics/ReadersWidget')).ReadersWidget,
    })
    app.widgets.register({
      id: 'site-publishing',
      icon: Rocket,
      title: { id: 'site-publishing.widget.title', defaultMessage: 'Site publishing' },
      component: async () => (await import('./site-publishing/PublishingWidget')).PublishingWidget,
    })
    app.widgets.register({
      id: 'site-schedule',
      icon: Clock,
      title: { id: 'site-schedule.widget.title', defaultMessage: 'Scheduled' },
      component: async () => (await import('./site-publishing/ScheduledWidget')).ScheduledWidget,
    })
  },
  bootstrap(app: StrapiApp) {
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
  },
}
