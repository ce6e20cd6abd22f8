import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { filter } from '../../../lists/formLists.ts';
import { defineAdminRecord } from './adminRecord.ts';

/** Each PH3 code of the materials, with its division and how many materials it has. */
const hierarchy = (db: Database) =>
  db
    .selectFrom('materials')
    .select(['ph3', sql<string>`min(division)`.as('division'), sql<number>`count(*)::int`.as('material_count')])
    .where('ph3', 'is not', null)
    .groupBy('ph3');

/** The product hierarchy level 3 codes of the materials (/material-ph3), for the NRA forms. */
export const materialPh3 = defineAdminRecord({
  form: 'admin/materialph3',
  entity: 'product hierarchy',
  idField: 'ph3',
  from: (db) => db.selectFrom(hierarchy(db).as('h')),
  fields: { ph3: 'h.ph3', division: 'h.division', materialCount: 'h.material_count' },
  filters: { ph3: filter.startsWith('h.ph3'), division: filter.contains('h.division') },
  order: ['ph3'],
});
