import { factories } from '@strapi/strapi'

export default factories.createCoreRouter('api::site-info.site-info')
