import type { Schemas } from '../../api/client.ts';
import { lifecycleOf } from '../returns/index.ts';

type Row = Pick<Schemas['ReportHeaderRow'], 'returnId' | 'returnType' | 'items' | 'lifecycle'>;

/** Where a screen opens: a path and, for the creation screens that reopen a draft by it, the draft's id. */
export type RowTarget = { to: string; search: { id: number } | Record<string, never> };

/**
 * Where a Report Header row leads (spec 000 §2.5): a draft back into the creation screen of its
 * type (each reopens the draft by its id), any other return to its header detail.
 */
export function rowTarget(row: Row): RowTarget {
  if (!lifecycleOf(row).matches('draft')) return { to: `/report-return/report-header/detail/${row.returnId}`, search: {} };
  const id = row.returnId;
  switch (row.returnType) {
    case 'NONMTKA':
      return { to: `/new-return/non-rtv/non-rtv-detail/${id}`, search: {} };
    case 'NOREFNONMTKA':
      return { to: '/new-return/non-rtv/non-reference-draft', search: { id } };
    case 'MTKA':
      return row.items > 0 ? { to: '/new-return/with-rtv/draft/detail', search: { id } } : { to: '/new-return/with-rtv/list', search: { id } };
    default:
      // NONREFMTKA: the RTV draft's non-reference lines; without lines its RTV header, as an MTKA draft's.
      return row.items > 0 ? { to: '/new-return/with-rtv/non-ref', search: { id } } : { to: '/new-return/with-rtv/list', search: { id } };
  }
}
