import { convertQty } from '../../../../../machines/returns/uom.ts';
import type { SaveLine } from '../../../../../machines/returns/saveRules.ts';
import { convertedTo } from '../lineUnits.ts';
import type { Schemas } from '../../../api/client.ts';
import type { LineMapper } from '../wizard/creationWizard.ts';
import { draftLine } from '../wizard/fromDraft.ts';
import type { Candidate } from './wizardStore.ts';

/** A line as the detail screen edits it: the invoice line plus the user's unit, quantity, photo and remark. */
export interface EditLine {
  key: string;
  line: number;
  invoiceNo: string;
  materialCode: string;
  materialName: string;
  batch: string;
  /** The invoice's batch, when the line's batch was changed. */
  batchOld: string | null;
  expiredDate: string | null;
  baseUom: string;
  altUom: Candidate['altUom'];
  /** Unit the available quantity is counted in. */
  availableUom: string;
  availableQty: number;
  returnUom: string;
  qty: number;
  /** Whole units only (a non-fraction material). */
  nonFraction: boolean;
  /** What the route reads of the line (its CRP flag, whether its material needs the principal's approval). */
  crprgp: string;
  principalApproval: boolean;
  attachmentId: number | null;
  remark: string;
}

export function fromCandidate(c: Candidate): EditLine {
  return {
    key: c.uuid,
    line: c.line,
    invoiceNo: c.invoiceNo,
    materialCode: c.materialCode,
    materialName: c.materialName,
    batch: c.batch,
    batchOld: null,
    expiredDate: c.expiredDate,
    baseUom: c.baseUom,
    altUom: c.altUom,
    availableUom: c.uom,
    availableQty: c.availableQty,
    returnUom: c.uom,
    qty: c.availableQty,
    nonFraction: c.nonFraction === 'Y',
    crprgp: c.crprgp,
    principalApproval: c.principalApproval,
    attachmentId: null,
    remark: '',
  };
}

/** A line of a draft reopened (an old draft's line may name no invoice: the return's then). */
export function fromDraftItem(item: Schemas['ReturnItem'], invoiceNo: string): EditLine {
  return {
    ...draftLine(item),
    line: item.line,
    invoiceNo: item.invoiceNo ?? invoiceNo,
    batchOld: item.batchOld ?? null,
    availableUom: item.returnUom,
    availableQty: item.availableQty ?? item.qty,
  };
}

/** Available quantity in the line's current return unit. */
export function availableIn(line: EditLine, uom: string): number {
  return convertQty(line.availableQty, line.availableUom, uom, line.baseUom, line.altUom) ?? line.availableQty;
}

/** Changing the unit converts the quantity and keeps it within what is available. */
export function withUnit<T extends EditLine>(line: T, uom: string): T {
  const converted = convertedTo(line, uom);
  return { ...converted, qty: Math.min(Math.max(0, converted.qty), availableIn(line, uom)) };
}

/** Another batch of the line's material; the invoice's stays as the old one. */
export function withBatch<T extends EditLine>(line: T, batch: { batch: string; expDate: string | null }): T {
  return { ...line, batchOld: line.batchOld ?? line.batch, batch: batch.batch, expiredDate: batch.expDate };
}

/** A line as the save checks read it: it returns its invoice line, within what is available. */
export const judgedLine = (l: EditLine): SaveLine => ({
  materialCode: l.materialCode,
  qty: l.qty,
  availableQty: availableIn(l, l.returnUom),
  netPrice: null,
  attachmentId: l.attachmentId,
  invoiceLine: `${l.invoiceNo}-${l.line}`,
});

/** A line as Save sends it; one left without a quantity takes what is available (spec 001 §4). */
export const sentLine = (l: EditLine): Schemas['ReturnItemSave'] => ({
  line: l.line,
  invoiceNo: l.invoiceNo,
  materialCode: l.materialCode,
  batch: l.batch,
  batchOld: l.batchOld,
  returnUom: l.returnUom,
  qty: l.qty > 0 ? l.qty : availableIn(l, l.returnUom),
  attachmentId: l.attachmentId,
  remark: l.remark || null,
});

/** The Without RTV detail's lines (wizard/creationWizard.ts). */
export const editLines: LineMapper<EditLine> = {
  fromDraft: (item, draft) => fromDraftItem(item, draft.invoiceNo ?? ''),
  judged: (lines) => lines.map(judgedLine),
  sent: (lines) => lines.map(sentLine),
};
