/**
 * Once per run of the integration tests: the database of a CMS's first boot, which every test CMS
 * that needs no database of its own starts from a copy of (tests/support/cms-process.ts), unless
 * the run was given one for its engine (`npm test` makes one on SQLite for all its stages).
 */
import { CMS_TEMPLATE_VARIABLE, cmsTemplate, makeCmsTemplate, removeCmsTemplate } from '../support/cms-process'
import { cmsBuildIsCurrent } from '../../scripts/lib/stack'

let made: Awaited<ReturnType<typeof makeCmsTemplate>> | undefined

export default async function globalSetup() {
  // Without a current build, each test says so itself (startTestCms).
  if (!cmsBuildIsCurrent().current || cmsTemplate()) return
  made = await makeCmsTemplate()
  process.env[CMS_TEMPLATE_VARIABLE] = JSON.stringify(made)
}

export function removeTemplate() {
  if (made) removeCmsTemplate(made)
}
