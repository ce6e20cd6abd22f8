import type { Handlers } from '../../http/handlers.ts';
import { listPage } from '../../db/listPage.ts';
import { pageOf } from '../../http/paging.ts';

export const paramHandlers: Pick<Handlers, 'listParams'> = {
  async listParams(request) {
    const page = pageOf(request.query);
    const group = request.query.paramGroupId;
    const base = request.server.db.selectFrom('params').$if(Boolean(group), (qb) => qb.where('param_group_id', '=', group!));
    const { rows, ...found } = await listPage(base, page, (filtered) =>
      filtered
        .select(['param_id', 'param_group_id', 'param_code', 'param_value'])
        .orderBy('param_group_id')
        .orderBy('sort_order')
        .orderBy('param_id'),
    );
    return {
      ...found,
      data: rows.map((r) => ({ paramId: r.param_id, paramGroupId: r.param_group_id, paramCode: r.param_code, paramValue: r.param_value })),
    };
  },
};
