import { siteContentRouter } from '../../../site-content-routes'

export default siteContentRouter('api::site-info.site-info')
