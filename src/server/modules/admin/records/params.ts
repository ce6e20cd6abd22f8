import type { Database } from '../../../db/database.ts';
import { filter } from '../../../lists/formLists.ts';
import { badRequest, conflict, type Problem } from '../../../http/problem.ts';
import { defineAdminRecord } from './adminRecord.ts';
import { isProductCode, itemsOf } from './productParams.ts';
import { routingPartOfCode, routingValueProblem } from './routingValues.ts';

type Values = Record<string, unknown>;

async function paramProblem(db: Database, values: Values, before: Values | null): Promise<Problem | null> {
  const group = String(values.paramGroupId);
  const code = String(values.paramCode);
  const exists = await db.selectFrom('param_groups').select('param_group_id').where('param_group_id', '=', group).executeTakeFirst();
  if (!exists) return badRequest(`There is no parameter group ${group}.`, 'paramGroupId');
  if (before && (before.paramGroupId !== group || before.paramCode !== code) && isProductCode(String(before.paramGroupId), String(before.paramCode))) {
    return conflict(`The product reads ${String(before.paramGroupId)} ${String(before.paramCode)}: change its value, not its code.`, 'paramCode');
  }
  if (group === 'REASON' && !/^\d{1,10}$/.test(code)) return badRequest('A reason code is digits (as SAP has it).', 'paramCode');
  const routingPart = group === 'STEP_APPROVAL' ? routingPartOfCode(code) : undefined;
  if (routingPart) return routingValueProblem(db, routingPart, String(values.paramValue), 'paramValue');
  if (group === 'SERVICE_LEVEL' && !/^(?:[1-9]\d{0,3})$/.test(String(values.paramValue).trim())) {
    return badRequest('A service level is the target waiting time in whole hours, from 1 to 9999.', 'paramValue');
  }
  return null;
}

/** Parameters (/param): the values of the groups; the ones the product reads stay usable. */
export const params = defineAdminRecord({
  form: 'admin/param',
  entity: 'parameter',
  idField: 'paramId',
  from: (db) => db.selectFrom('params as p'),
  fields: {
    paramId: 'p.param_id',
    paramGroupId: 'p.param_group_id',
    paramCode: 'p.param_code',
    paramValue: 'p.param_value',
    sortOrder: 'p.sort_order',
  },
  filters: {
    paramGroupId: filter.equals('p.param_group_id'),
    paramCode: filter.startsWith('p.param_code'),
    paramValue: filter.contains('p.param_value'),
  },
  // The groups' own order (the reasons as the list offers them).
  order: ['paramGroupId', 'sortOrder', 'paramId'],
  write: {
    table: 'params',
    idColumn: 'param_id',
    columns: { paramGroupId: 'param_group_id', paramCode: 'param_code', paramValue: 'param_value', sortOrder: 'sort_order' },
    taken: (v) => `${String(v.paramGroupId)} already has the code ${String(v.paramCode)}.`,
    check: paramProblem,
    checkDelete: async (db, before) => {
      const [group, code] = [String(before.paramGroupId), String(before.paramCode)];
      if (isProductCode(group, code)) return conflict(`The product reads ${group} ${code}; it cannot be deleted.`);
      if (group === 'REASON') {
        const used = await db.selectFrom('returns').select('return_id').where('reason_code', '=', code).limit(1).executeTakeFirst();
        if (used) return conflict(`Returns carry the reason ${code}; it cannot be deleted.`);
        const routing = await db.selectFrom('params').select(['param_code', 'param_value']).where('param_group_id', '=', 'STEP_APPROVAL').execute();
        const routed = routing.filter((r) => itemsOf(r.param_value).includes(code));
        if (routed.length)
          return conflict(`The routing parameters (${routed.map((r) => r.param_code).join(', ')}) name the reason ${code}; it cannot be deleted.`);
      }
      return null;
    },
  },
});
