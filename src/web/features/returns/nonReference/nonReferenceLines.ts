import type { SaveLine } from '../../../../../machines/returns/saveRules.ts';
import type { Schemas } from '../../../api/client.ts';
import type { MaterialCandidate } from '../MaterialPicker.tsx';

/** A non-reference line as the screen edits it. */
export interface NonReferenceLine {
  key: string;
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
  baseUom: string;
  altUom: MaterialCandidate['altUom'];
  returnUom: string;
  qty: number;
  /** Whole units only (a non-fraction material). */
  nonFraction: boolean;
  /** What the route reads of the line (its CRP flag, whether its material needs the principal's approval). */
  crprgp: string;
  principalApproval: boolean;
  netPrice: number;
  attachmentId: number | null;
  remark: string;
}

let nextKey = 0;

/** A chosen material batch becomes a line of one base unit (spec 001 §4: default quantity 1). */
export function lineFromMaterial(m: MaterialCandidate): NonReferenceLine {
  return {
    key: `new-${nextKey++}`,
    materialCode: m.materialCode,
    materialName: m.materialName,
    batch: m.batch,
    expiredDate: m.expiredDate,
    baseUom: m.uom,
    altUom: m.altUom,
    returnUom: m.uom,
    qty: 1,
    nonFraction: m.nonFraction === 'Y',
    crprgp: m.crprgp,
    principalApproval: m.principalApproval,
    netPrice: 0,
    attachmentId: null,
    remark: '',
  };
}

export function lineFromDraft(item: Schemas['ReturnItem']): NonReferenceLine {
  return {
    key: String(item.returnDetailId),
    materialCode: item.materialCode,
    materialName: item.materialName,
    batch: item.batch,
    expiredDate: item.expiredDate,
    baseUom: item.uom,
    altUom: item.altUom,
    returnUom: item.returnUom,
    qty: item.qty,
    nonFraction: item.nonFraction === 'Y',
    crprgp: item.crprgp,
    principalApproval: item.principalApproval === true,
    netPrice: item.netPrice,
    attachmentId: item.attachmentId,
    remark: item.remark ?? '',
  };
}

/** The lines as the save checks read them. */
export const saveLinesOf = (lines: readonly NonReferenceLine[]): SaveLine[] =>
  lines.map((l) => ({ materialCode: l.materialCode, qty: l.qty, availableQty: null, netPrice: l.netPrice, attachmentId: l.attachmentId, invoiceLine: null }));

/** The lines as a save sends them; a line left without a quantity holds one unit (spec 001 §4). */
export const itemsOf = (lines: readonly NonReferenceLine[]): Schemas['ReturnItemSave'][] =>
  lines.map((l, i) => ({
    line: i + 1,
    materialCode: l.materialCode,
    batch: l.batch,
    returnUom: l.returnUom,
    qty: l.qty > 0 ? l.qty : 1,
    netPrice: l.netPrice,
    attachmentId: l.attachmentId,
    remark: l.remark || null,
  }));
