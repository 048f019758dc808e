import { cmsEnv } from '../src/env'

export default () => {
  const env = cmsEnv()
  return {
    host: env.HOST,
    port: env.PORT,
    url: env.CMS_URL,
    app: { keys: env.APP_KEYS },
    webhooks: { populateRelations: false },
  }
}
