/**
 * Once per run of the integration tests: the database of a CMS's first boot, which every test CMS
 * that needs no database of its own starts from a copy of (tests/support/cms-process.ts).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { CMS_TEMPLATE_VARIABLE, makeCmsTemplate } from '../support/cms-process'
import { cmsBuildIsCurrent } from '../../scripts/lib/stack'

export default async function globalSetup() {
  // Without a current build, each test says so itself (startTestCms).
  if (!cmsBuildIsCurrent().current) return
  const template = await makeCmsTemplate()
  process.env[CMS_TEMPLATE_VARIABLE] = JSON.stringify(template)
}

export async function removeTemplate() {
  const named = process.env[CMS_TEMPLATE_VARIABLE]
  if (!named) return
  const { database } = JSON.parse(named) as Awaited<ReturnType<typeof makeCmsTemplate>>
  // A PostgreSQL template goes with the pass's throwaway cluster.
  if (database.client === 'sqlite') rmSync(path.dirname(database.filename), { recursive: true, force: true })
}
