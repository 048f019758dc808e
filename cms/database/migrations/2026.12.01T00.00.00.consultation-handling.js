'use strict'

/**
 * A consultation request's `status` becomes `handling` (ADR 0073): Strapi 5 reserves `status` for
 * a document's draft or published state, and its admin showed the field empty and refused to set
 * it. Strapi runs this before it brings the tables in line with the schemas, so the column is
 * renamed with its values, not dropped and made again empty. A database made after the change
 * (no table yet, or the column already renamed) is left as it is.
 */
const TABLE = 'consultations'

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return
    if (!(await knex.schema.hasColumn(TABLE, 'status')) || (await knex.schema.hasColumn(TABLE, 'handling'))) return
    await knex.schema.alterTable(TABLE, (table) => table.renameColumn('status', 'handling'))
  },
}
