import { sql } from 'kysely';
import type { Handlers } from '../../http/handlers.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';

export const paramHandlers: Pick<Handlers, 'listParams'> = {
  async listParams(request) {
    const page = pageOf(request.query);
    const group = request.query.paramGroupId;
    const base = request.server.db.selectFrom('params').$if(Boolean(group), (qb) => qb.where('param_group_id', '=', group!));
    const [rows, total] = await Promise.all([
      base
        .select(['param_id', 'param_group_id', 'param_code', 'param_value'])
        .orderBy('param_group_id')
        .orderBy('sort_order')
        .orderBy('param_id')
        .limit(page.pageSize)
        .offset(offsetOf(page))
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      ...page,
      totalRecord: total.n,
      data: rows.map((r) => ({ paramId: r.param_id, paramGroupId: r.param_group_id, paramCode: r.param_code, paramValue: r.param_value })),
    };
  },
};
