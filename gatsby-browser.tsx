import type { GatsbyBrowser } from 'gatsby'
import { keepAddressOnLocale404 } from './src/locale-404'
import { applyRouteRules } from './src/chrome/route-rules'

export { wrapPageElement } from './src/wrap-page'

export const onClientEntry = () => keepAddressOnLocale404()

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  void applyRouteRules(location.pathname)
}
