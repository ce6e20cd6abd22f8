import type { Schemas } from '../../../api/client.ts';
import { todayInJakarta } from '../../../../shared/today.ts';
import type { Candidate } from './wizardStore.ts';

/** The Without RTV detail's header: the invoice's, and what the user types. */
export interface DetailHeader {
  returnId: number | null;
  invoiceNo: string;
  taxInvoiceNo: string | null;
  transactionDate: string | null;
  plantCode: string;
  customerCode: string;
  customerName: string;
  reporter: string;
  remark: string;
  reasonCode: string | null;
  customerPODate: string;
  po: string;
}

/** A new return's header, from the first line chosen (the search chooses lines of one invoice). */
export const newDetailHeader = (first: Candidate, reporter: string): DetailHeader => ({
  returnId: null,
  invoiceNo: first.invoiceNo,
  taxInvoiceNo: first.taxInvoiceNo,
  transactionDate: first.transactionDate,
  plantCode: first.plantCode,
  customerCode: first.customerCode,
  customerName: first.customerName,
  reporter,
  remark: '',
  reasonCode: null,
  customerPODate: todayInJakarta(),
  po: '',
});

/** A draft's header as it was saved. */
export const draftDetailHeader = (draft: Schemas['ReturnDocument'], fullName: string): DetailHeader => ({
  returnId: draft.returnId,
  invoiceNo: draft.invoiceNo ?? '',
  taxInvoiceNo: draft.taxInvoiceNo ?? null,
  transactionDate: draft.transactionDate ?? null,
  plantCode: draft.plantCode,
  customerCode: draft.customerCode,
  customerName: draft.customerName,
  reporter: draft.reporter ?? fullName,
  remark: draft.remark ?? '',
  reasonCode: draft.reasonCode ?? null,
  customerPODate: draft.customerPODate ?? todayInJakarta(),
  po: draft.po ?? '',
});
