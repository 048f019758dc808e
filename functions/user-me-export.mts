/**
 * GET /api/user/me/export → everything the site holds about the member as a JSON download: the
 * account and profile, the avatar's address, their comments (hidden ones included, marked) and their
 * sessions (docs/decisions/0018-members-data-rights.md). Never cached.
 */
import type { Config } from '@netlify/functions'
import { functionsEnv, requireSession, sessionCallFailure } from './lib/account.mjs'
import { accountExportFrom, cmsCall } from './lib/cms.mjs'
import { handle, json } from './lib/http.mjs'

export default handle(['GET'], async (req, context) => {
  const env = functionsEnv()
  const session = requireSession(req, env)
  const answer = await cmsCall(env, '/api/account/me/export', { token: session.token, req, context })
  if (answer.status !== 200) throw sessionCallFailure(req, answer, '/api/account/me/export')
  const data = accountExportFrom(answer, '/api/account/me/export')
  return json(data, {
    headers: {
      'content-disposition': `attachment; filename="account-data-${data.exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'no-store',
    },
  })
})

export const config: Config = { path: '/api/user/me/export' }
