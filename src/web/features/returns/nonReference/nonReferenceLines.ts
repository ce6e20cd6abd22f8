import type { SaveLine } from '../../../../../machines/returns/saveRules.ts';
import type { Schemas } from '../../../api/client.ts';
import type { MaterialCandidate } from '../MaterialPicker.tsx';
import type { LineMapper } from '../wizard/creationWizard.ts';
import { draftLine } from '../wizard/fromDraft.ts';

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

function lineFromDraft(item: Schemas['ReturnItem']): NonReferenceLine {
  return { ...draftLine(item), netPrice: item.netPrice };
}

/** The lines as the save checks read them. */
const saveLinesOf = (lines: readonly NonReferenceLine[]): SaveLine[] =>
  lines.map((l) => ({ materialCode: l.materialCode, qty: l.qty, availableQty: null, netPrice: l.netPrice, attachmentId: l.attachmentId, invoiceLine: null }));

/** The lines as a save sends them; a line left without a quantity holds one unit (spec 001 §4). */
const itemsOf = (lines: readonly NonReferenceLine[]): Schemas['ReturnItemSave'][] =>
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

/** The lines of Non Reference and of With RTV's non-reference table (wizard/creationWizard.ts). */
export const nonReferenceLines: LineMapper<NonReferenceLine> = { fromDraft: lineFromDraft, judged: saveLinesOf, sent: itemsOf };
