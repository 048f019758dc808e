import type { GatsbyBrowser } from 'gatsby'
import { keepAddressOnLocale404 } from './src/locale-404'
import { applyRouteRules } from './src/chrome/route-rules'
import { hydrateInSlices } from './src/chrome/hydrate'
import { watchForNewBuild } from './src/chrome/new-build'
import { whenIdle } from './src/chrome/when-idle'
import { countView, startPageViews } from './src/analytics/page-views'

export { wrapPageElement } from './src/wrap-page'

// Not typed as GatsbyBrowser['replaceHydrateFunction']: that type is legacy ReactDOM.render's.
export const replaceHydrateFunction = () => hydrateInSlices

export const onClientEntry = () => {
  keepAddressOnLocale404()
  startPageViews()
  // Which build the page is matters from its next navigation on, not while it loads.
  whenIdle(() => watchForNewBuild())
}

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  void applyRouteRules(location.pathname)
  countView(location.pathname)
}
