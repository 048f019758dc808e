'use strict'

/**
 * The language of a consultation request, a newsletter subscriber and a newsletter edition moves
 * from `locale` to `language` (ADR 0074): Strapi 5 keeps `locale` for its own localization, and
 * its admin left the field out of these types' edit views and lists, so editors could not see in
 * which language to answer a request or which edition a subscriber gets. Strapi runs this before
 * it brings the tables in line with the schemas, so each column is renamed with its values (and
 * the editions' unique index follows it), not dropped and made again empty. A table made after
 * the change, or not yet made, is left as it is.
 */
const TABLES = ['consultations', 'newsletter_subscribers', 'newsletter_editions']

module.exports = {
  async up(knex) {
    for (const table of TABLES) {
      if (!(await knex.schema.hasTable(table))) continue
      if (!(await knex.schema.hasColumn(table, 'locale')) || (await knex.schema.hasColumn(table, 'language'))) continue
      await knex.schema.alterTable(table, (columns) => columns.renameColumn('locale', 'language'))
    }
  },
}
