import type { WarehouseLine } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import type { Schemas } from '../../api/client.ts';

/**
 * The open lines of a return as the warehouse detail starts them: the requested quantity in the
 * return's unit, so the warehouse changes only what it counted differently.
 */
export const linesOf = (document: Schemas['ReturnDocument']): WarehouseLine[] =>
  document.items
    .filter((i) => i.approvalStatus !== 'R')
    .map((i) => ({
      approvalDetailId: i.returnDetailId,
      requestedQty: i.qty,
      returnUom: i.returnUom,
      baseUom: i.uom,
      altUoms: i.altUom,
      qty: i.qty,
      uom: i.returnUom,
      rejected: false,
      remark: '',
    }));

/** The units a line may be counted in: its return unit, its base unit and the material's alternatives. */
export const unitsOf = (line: WarehouseLine) => [...new Set([line.returnUom, line.baseUom, ...line.altUoms.map((u) => u.uom)])];
