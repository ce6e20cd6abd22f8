import type { CopyableLine } from '../../../../../machines/returns/lineChanges.ts';
import type { Schemas } from '../../../api/client.ts';
import { convertedTo } from '../lineUnits.ts';
import { availableIn, fromCandidate, fromDraftItem, judgedLine, sentLine, type EditLine } from '../withoutRtv/editLines.ts';
import type { LineMapper } from '../wizard/creationWizard.ts';
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
    ...fromCandidate(c),
    lineOld: null,
    addLine: false,
    materialCodeOld: null,
    materialNameOld: null,
    netPrice: c.netPrice,
    netPriceOld: null,
    plant: c.plantCode,
  };
}

function fromRtvDraftItem(item: Schemas['ReturnItem']): RtvEditLine {
  return {
    ...fromDraftItem(item, ''),
    lineOld: item.lineOld ?? null,
    addLine: item.addLine === 'Y',
    materialCodeOld: item.materialCodeOld ?? null,
    materialNameOld: null,
    netPrice: item.netPrice,
    netPriceOld: item.netPriceOld ?? null,
    plant: null,
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

export const yesNo = (v: boolean) => (v ? ('Y' as const) : ('N' as const));

/** An RTV return's reference lines (wizard/creationWizard.ts): a copy returns its source's invoice line; the old values go with the new. */
export const rtvEditLines: LineMapper<RtvEditLine> = {
  fromDraft: fromRtvDraftItem,
  judged: (lines) => lines.map((l) => ({ ...judgedLine(l), netPrice: l.netPrice, invoiceLine: `${l.invoiceNo}-${l.lineOld ?? l.line}` })),
  sent: (lines) =>
    lines.map((l) => ({
      ...sentLine(l),
      lineOld: l.lineOld,
      addLine: yesNo(l.addLine),
      materialCodeOld: l.materialCodeOld,
      netPrice: l.netPrice,
      netPriceOld: l.netPriceOld,
    })),
};
