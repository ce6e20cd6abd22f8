import { listAddress, type ListAddress } from '../../ui/listAddress.ts';

/** Reject Return's filters (spec 002 §2). */
export interface RejectSearch {
  retNumber: string;
  invoiceNo: string;
  customerName: string;
  materialName: string;
  materialCode: string;
}

const emptyRejectSearch: RejectSearch = { retNumber: '', invoiceNo: '', customerName: '', materialName: '', materialCode: '' };

/** Reject Return's list in the address (/reject-return?customerName=Apotek&page=2). */
export type RejectListSearch = ListAddress<keyof RejectSearch>;

const address = listAddress(Object.keys(emptyRejectSearch) as (keyof RejectSearch)[]);

/** The route's validateSearch. */
export const rejectListSearch = address.validate;

/** The filters of an address, every one present. */
export const filtersOf: (search: RejectListSearch) => RejectSearch = address.filtersOf;
