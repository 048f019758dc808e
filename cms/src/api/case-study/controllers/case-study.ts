import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::case-study.case-study')
