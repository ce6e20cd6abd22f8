import { listAddress, type ListAddress } from '../../ui/listAddress.ts';

/** Chief Warehouse's filters, as its search form edits them ('' is no filter; dates as YYYY-MM-DD). */
export interface WarehouseSearch {
  startDate: string;
  endDate: string;
  retNumber: string;
  typeReturn: string;
  invoiceNo: string;
  customerName: string;
  customerCode: string;
}

export const emptyWarehouseSearch: WarehouseSearch = {
  startDate: '',
  endDate: '',
  retNumber: '',
  typeReturn: '',
  invoiceNo: '',
  customerName: '',
  customerCode: '',
};

/** Chief Warehouse's list in the address (/chief-warehouse?startDate=2026-11-01&page=2). */
export type WarehouseListAddress = ListAddress<keyof WarehouseSearch>;

/** The list routes' validateSearch and the filters of an address. */
export const warehouseListAddress = listAddress(Object.keys(emptyWarehouseSearch) as (keyof WarehouseSearch)[]);
