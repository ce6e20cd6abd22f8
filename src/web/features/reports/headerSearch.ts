import type { paths } from '../../../../generated/api.d.ts';
import { listAddress, type ListAddress } from '../../ui/listAddress.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** The Report Header's filters (spec 000 §2.5), as its search form edits them ('' is no filter; plants and clients comma separated). */
export interface HeaderSearch {
  startDate: string;
  endDate: string;
  retNumber: string;
  invoiceNo: string;
  customerName: string;
  customerCode: string;
  reasonCode: string;
  clientCode: string;
  stepCode: string;
  plantCode: string;
  status: string;
  soStatus: string;
  typeReturn: string;
}

export const emptyHeaderSearch: HeaderSearch = {
  startDate: '',
  endDate: '',
  retNumber: '',
  invoiceNo: '',
  customerName: '',
  customerCode: '',
  reasonCode: '',
  clientCode: '',
  stepCode: '',
  plantCode: '',
  status: '',
  soStatus: '',
  typeReturn: '',
};

/** The Report Header in the address (/report-return/report-header?plantCode=1001&status=W&page=2). */
export type HeaderListAddress = ListAddress<keyof HeaderSearch>;

/** The list routes' validateSearch and the filters of an address. */
export const headerListAddress = listAddress(Object.keys(emptyHeaderSearch) as (keyof HeaderSearch)[]);

/** The report search as GET /return and GET /return/xlsx take it. */
export type HeaderQuery = NonNullable<paths['/return']['get']['parameters']['query']>;

/** The filled filters as the server takes them: the return number without any space (spec 000 §5). */
export function headerQuery(search: HeaderSearch): HeaderQuery {
  const cleaned = { ...search, retNumber: withoutSpaces(search.retNumber) };
  return Object.fromEntries(Object.entries(cleaned).filter(([, v]) => v.trim())) as HeaderQuery;
}
