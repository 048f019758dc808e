import { factories } from '@strapi/strapi'

export default factories.createCoreService('api::comment.comment')
