import { factories } from '@strapi/strapi'

export default factories.createCoreController('api::home.home')
