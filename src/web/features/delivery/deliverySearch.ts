import { listAddress, type ListAddress } from '../../ui/listAddress.ts';

/** Chief Delivery's filters, as its search form edits them ('' is no filter). */
export interface DeliverySearch {
  retNumber: string;
  invoiceNo: string;
  typeReturn: string;
  customerName: string;
  customerCode: string;
  statusPrint: string;
}

export const emptyDeliverySearch: DeliverySearch = { retNumber: '', invoiceNo: '', typeReturn: '', customerName: '', customerCode: '', statusPrint: '' };

/** Chief Delivery's list in the address (/chief-delivery?statusPrint=N&page=2). */
export type DeliveryListAddress = ListAddress<keyof DeliverySearch>;

/** The list routes' validateSearch and the filters of an address. */
export const deliveryListAddress = listAddress(Object.keys(emptyDeliverySearch) as (keyof DeliverySearch)[]);
