import { listAddress, type ListAddress } from '../../ui/listAddress.ts';
import type { HeaderSearch } from './headerSearch.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/**
 * Report Details' filters as its search form edits them (spec 000 §2.5, §7): the Report Header's
 * ('' is no filter, dates YYYY-MM-DD, plants and clients as comma lists of codes), with the
 * material's name and code and the item search's own name for the step.
 */
export interface ReportLineSearch extends Omit<HeaderSearch, 'stepCode'> {
  step: string;
  materialName: string;
  materialCode: string;
}

export const emptyReportLineSearch: ReportLineSearch = {
  startDate: '',
  endDate: '',
  retNumber: '',
  invoiceNo: '',
  customerName: '',
  customerCode: '',
  reasonCode: '',
  clientCode: '',
  step: '',
  plantCode: '',
  status: '',
  soStatus: '',
  typeReturn: '',
  materialName: '',
  materialCode: '',
};

const names = Object.keys(emptyReportLineSearch) as (keyof ReportLineSearch)[];

/** The list in the address (/report-return/report-detail?plantCode=1001&materialName=para&page=2). */
export type ReportLineAddress = ListAddress<keyof ReportLineSearch>;
export const reportLineAddress = listAddress(names);

/** The list searched by a return number in the path shows 25 lines a page (spec 000 §9). */
export const reportLineByNumberAddress = listAddress(names, { pageSizes: [10, 20, 25, 30, 40, 50], defaultSize: 25 });

/** A search is asked only once it names a plant: the list needs one ('Please select plant'). */
export const isSearched = (search: ReportLineSearch) => search.plantCode.trim() !== '';

/** The filled filters as the API takes them; the return number without spaces. */
export function reportLineQuery(search: ReportLineSearch) {
  const filled = Object.fromEntries(Object.entries({ ...search, retNumber: withoutSpaces(search.retNumber) }).filter(([, v]) => v.trim())) as Partial<
    Record<keyof ReportLineSearch, string>
  >;
  const { status, soStatus, typeReturn, step, ...text } = filled;
  return {
    ...text,
    ...(status ? { status: status as 'D' | 'W' | 'A' | 'R' } : {}),
    ...(soStatus ? { soStatus: soStatus as 'SUCCESS' | 'FAILED' } : {}),
    ...(typeReturn ? { typeReturn: typeReturn as 'MTKA' | 'NON MTKA' } : {}),
    ...(step ? { step: step as 'SALES' | 'CLIENT' | 'BRQA' | 'QAHO' | 'QACLIENT' | 'CD' | 'CW' | 'END' } : {}),
  };
}

/** The cache key of the list for these filters (DataTable adds the page and sort). */
export const reportLineKey = (search: ReportLineSearch) => ['GET /return/items', reportLineQuery(search)] as const;
