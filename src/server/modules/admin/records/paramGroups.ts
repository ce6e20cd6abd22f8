import { sql } from 'kysely';
import { filter } from '../../../lists/formLists.ts';
import { conflict } from '../../../http/problem.ts';
import { defineAdminRecord } from './adminRecord.ts';
import { isProductGroup } from './productParams.ts';

/** Parameter groups (/paramgroup): STATUS, REASON, STEP_APPROVAL, STATUS_PRINT and the administrators' own. */
export const paramGroups = defineAdminRecord({
  form: 'admin/paramgroup',
  entity: 'parameter group',
  idField: 'paramGroupId',
  from: (db) => db.selectFrom('param_groups as g'),
  fields: {
    paramGroupId: 'g.param_group_id',
    description: 'g.description',
    paramCount: sql`(select count(*)::int from params p where p.param_group_id = g.param_group_id)`,
  },
  filters: {
    paramGroupId: filter.startsWith('g.param_group_id'),
    description: filter.contains('g.description'),
  },
  order: ['paramGroupId'],
  write: {
    table: 'param_groups',
    idColumn: 'param_group_id',
    columns: { paramGroupId: 'param_group_id', description: 'description' },
    taken: (v) => `The parameter group ${String(v.paramGroupId)} already exists.`,
    checkDelete: async (_db, before) =>
      isProductGroup(String(before.paramGroupId))
        ? conflict(`The product reads the parameter group ${String(before.paramGroupId)}; it cannot be deleted.`)
        : null,
  },
});
