/**
 * The checks of Chief Warehouse's save (spec 002 §5), in the specification's order and wording:
 * the screen runs them before sending, the server again on every save (one definition).
 */
export const warehouseMessages = {
  statusMissing: 'Please select status doc first!',
  notOkRemarkMissing: 'Please fill remark not oke first!',
  rejectRemarkMissing: 'Please fill remark reject first!',
  uomMissing: 'Please Input UOM!',
} as const;

export const exceedsRequested = (requested: number) => `Please do not exceed Requested Qty ${requested}!`;

export type WarehouseProblemCode = keyof typeof warehouseMessages | 'exceedsRequested';

export interface WarehouseProblem {
  code: WarehouseProblemCode;
  /** The specification's wording (English). */
  detail: string;
  field: string;
  /** The requested quantity the actual one exceeds (exceedsRequested only). */
  requested?: number;
}

/** What a save sends (WarehouseSave of the contract). */
export interface WarehouseSaveInput {
  fpreStatus?: 'A' | 'R' | null;
  remark?: string | null;
  items: readonly { approvalDetailId: number; qty?: number | null; uom?: string | null; status?: 'R' | null; remark?: string | null }[];
}

export interface RequestedLine {
  qty: number;
  returnUom: string;
  /** The actual quantity in the line's return unit, or null when the unit is not the material's. */
  inReturnUnit(qty: number, uom: string): number | null;
}

/** The item remark's bound (spec 002 §9). */
export const itemRemarkMax = 255;

/** An actual quantity as the screen keeps it: between 0 and the requested quantity (spec 002 §5). */
export const clampActualQty = (qty: number, requested: number) => Math.min(Math.max(qty, 0), requested);

/** The first problem of a save, in the specification's order; null when it may be sent. */
export function warehouseProblem(body: WarehouseSaveInput, requested: ReadonlyMap<number, RequestedLine>): WarehouseProblem | null {
  const problem = (code: keyof typeof warehouseMessages, field: string): WarehouseProblem => ({ code, detail: warehouseMessages[code], field });
  if (!body.fpreStatus) return problem('statusMissing', 'fpreStatus');
  if (body.fpreStatus === 'R' && !body.remark?.trim()) return problem('notOkRemarkMissing', 'remark');
  const rejectWithoutRemark = body.items.findIndex((i) => i.status === 'R' && !i.remark?.trim());
  if (rejectWithoutRemark >= 0) return problem('rejectRemarkMissing', `items.${rejectWithoutRemark}.remark`);
  for (const [index, item] of body.items.entries()) {
    const line = requested.get(item.approvalDetailId);
    if (!line || item.status === 'R' || item.qty === null || item.qty === undefined) continue;
    const actual = line.inReturnUnit(item.qty, item.uom || line.returnUom);
    if (actual !== null && actual > line.qty + 1e-9)
      return { code: 'exceedsRequested', detail: exceedsRequested(line.qty), field: `items.${index}.qty`, requested: line.qty };
  }
  const noUom = body.items.findIndex((i) => i.status !== 'R' && !i.uom?.trim());
  if (noUom >= 0) return problem('uomMissing', `items.${noUom}.uom`);
  return null;
}
