import type { Handlers } from '../../http/handlers.ts';
import { pageOf } from '../../http/paging.ts';
import { paramsPage } from './adminRepository.ts';

export const paramHandlers: Pick<Handlers, 'listParams'> = {
  async listParams(request) {
    const { rows, ...found } = await paramsPage(request.server.db, request.query.paramGroupId, pageOf(request.query));
    return {
      ...found,
      data: rows.map((r) => ({ paramId: r.param_id, paramGroupId: r.param_group_id, paramCode: r.param_code, paramValue: r.param_value })),
    };
  },
};
