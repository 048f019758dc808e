import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::case-study.case-study')
