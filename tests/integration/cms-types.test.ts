/**
 * The CMS's code is typechecked against Strapi's types of its content types and components
 * (cms/types/generated, ADR 0049): they must be made from today's schemas, by the built CMS the
 * other tests run. Once per `npm test`: the types do not depend on the database engine.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { CMS_DIR, cmsEnvironment } from '../../scripts/lib/stack'
import { freePort } from '../../server/supervisor'
import { testEnv } from '../support/cms-process'

const engine = process.env.TEST_POSTGRES_URL ? describe.skip : describe

engine("Strapi's types of the CMS's schemas", () => {
  it('are the ones the schemas make today', async () => {
    const database = path.join(mkdtempSync(path.join(os.tmpdir(), 'qa-cms-types-')), 'data.db')
    const env = cmsEnvironment({
      ...testEnv(),
      CMS_URL: `http://127.0.0.1:${await freePort()}`,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: database,
    })
    const run = spawnSync(process.execPath, ['scripts/types.js', '--check'], { cwd: CMS_DIR, env, encoding: 'utf8' })
    const said = `${run.stdout}${run.stderr}`
      .split('\n')
      .filter((line) => !/\binfo\b/.test(line))
      .join('\n')
    expect({ status: run.status, said }).toEqual({ status: 0, said: expect.stringContaining('is current') })
  }, 60_000)
})
