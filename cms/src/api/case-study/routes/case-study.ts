import { siteContentRouter } from '../../../site-content-routes'

export default siteContentRouter('api::case-study.case-study')
