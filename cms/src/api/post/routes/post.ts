import { siteContentRouter } from '../../../site-content-routes'

export default siteContentRouter('api::post.post')
