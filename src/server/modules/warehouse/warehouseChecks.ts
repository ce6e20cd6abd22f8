import type { components } from '../../../../generated/api.d.ts';

type WarehouseSave = components['schemas']['WarehouseSave'];

export const warehouseMessages = {
  statusMissing: 'Please select status doc first!',
  notOkRemarkMissing: 'Please fill remark not oke first!',
  rejectRemarkMissing: 'Please fill remark reject first!',
  uomMissing: 'Please Input UOM!',
} as const;

export const exceedsRequested = (requested: number) => `Please do not exceed Requested Qty ${requested}!`;

export interface RequestedLine {
  qty: number;
  returnUom: string;
  /** The actual quantity in the line's return unit, or null when the unit is not the material's. */
  inReturnUnit(qty: number, uom: string): number | null;
}

/** The checks of Chief Warehouse's save (spec 002 §5), in the specification's order. */
export function warehouseProblem(body: WarehouseSave, requested: ReadonlyMap<number, RequestedLine>): { detail: string; field: string } | null {
  if (!body.fpreStatus) return { detail: warehouseMessages.statusMissing, field: 'fpreStatus' };
  if (body.fpreStatus === 'R' && !body.remark?.trim()) return { detail: warehouseMessages.notOkRemarkMissing, field: 'remark' };
  const rejectWithoutRemark = body.items.findIndex((i) => i.status === 'R' && !i.remark?.trim());
  if (rejectWithoutRemark >= 0) return { detail: warehouseMessages.rejectRemarkMissing, field: `items.${rejectWithoutRemark}.remark` };
  for (const [index, item] of body.items.entries()) {
    const line = requested.get(item.approvalDetailId);
    if (!line || item.status === 'R' || item.qty === null || item.qty === undefined) continue;
    const actual = line.inReturnUnit(item.qty, item.uom || line.returnUom);
    if (actual !== null && actual > line.qty + 1e-9) return { detail: exceedsRequested(line.qty), field: `items.${index}.qty` };
  }
  const noUom = body.items.findIndex((i) => i.status !== 'R' && !i.uom?.trim());
  if (noUom >= 0) return { detail: warehouseMessages.uomMissing, field: `items.${noUom}.uom` };
  return null;
}
