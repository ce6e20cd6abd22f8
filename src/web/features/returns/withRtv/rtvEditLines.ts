import type { CopyableLine } from '../../../../../machines/returns/lineChanges.ts';
import type { Schemas } from '../../../api/client.ts';
import { convertedTo } from '../lineUnits.ts';
import { availableIn, type EditLine } from '../withoutRtv/editLines.ts';
import type { ReferenceCandidate } from './rtvStore.ts';

/** A reference line of an RTV return as its edit screen changes it: old values kept beside new ones. */
export interface RtvEditLine extends EditLine, CopyableLine {
  materialCodeOld: string | null;
  materialNameOld: string | null;
  netPrice: number;
  netPriceOld: number | null;
  /** The invoice line's plant (for the isChanges flag). */
  plant: string | null;
}

export function fromReference(c: ReferenceCandidate): RtvEditLine {
  return {
    key: c.uuid,
    line: c.line,
    lineOld: null,
    addLine: false,
    invoiceNo: c.invoiceNo,
    materialCode: c.materialCode,
    materialCodeOld: null,
    materialName: c.materialName,
    materialNameOld: null,
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
    netPrice: c.netPrice,
    netPriceOld: null,
    plant: c.plantCode,
    attachmentId: null,
    remark: '',
  };
}

export function fromRtvDraftItem(item: Schemas['ReturnItem']): RtvEditLine {
  return {
    key: String(item.returnDetailId),
    line: item.line,
    lineOld: item.lineOld ?? null,
    addLine: item.addLine === 'Y',
    invoiceNo: item.invoiceNo ?? '',
    materialCode: item.materialCode,
    materialCodeOld: item.materialCodeOld ?? null,
    materialName: item.materialName,
    materialNameOld: null,
    batch: item.batch,
    batchOld: item.batchOld ?? null,
    expiredDate: item.expiredDate,
    baseUom: item.uom,
    altUom: item.altUom,
    availableUom: item.returnUom,
    availableQty: item.availableQty ?? item.qty,
    returnUom: item.returnUom,
    qty: item.qty,
    nonFraction: item.nonFraction === 'Y',
    crprgp: item.crprgp,
    principalApproval: item.principalApproval === true,
    netPrice: item.netPrice,
    netPriceOld: item.netPriceOld ?? null,
    plant: null,
    attachmentId: item.attachmentId,
    remark: item.remark ?? '',
  };
}

/** The line with another material: its units become the new material's, the invoice's stays old. */
export function withMaterial(line: RtvEditLine, m: Schemas['MaterialCode']): RtvEditLine {
  // Counted in the old material's base unit, taken as the new one's.
  const available = availableIn(line, line.baseUom);
  const qty = convertedTo(line, line.baseUom).qty;
  return {
    ...line,
    materialCodeOld: line.materialCodeOld ?? line.materialCode,
    materialNameOld: line.materialNameOld ?? line.materialName,
    materialCode: m.materialCode,
    materialName: m.materialDescription,
    baseUom: m.baseUOM,
    altUom: m.altUom,
    availableUom: m.baseUOM,
    availableQty: available,
    returnUom: m.baseUOM,
    qty: Math.min(qty, available),
  };
}

export function withNetPrice(line: RtvEditLine, netPrice: number): RtvEditLine {
  return { ...line, netPriceOld: line.netPriceOld ?? line.netPrice, netPrice };
}
