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
    netPrice: item.netPrice,
    attachmentId: item.attachmentId,
    remark: item.remark ?? '',
  };
}

