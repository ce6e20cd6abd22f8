import type { Schemas } from '../../../api/client.ts';

/** What a line of every edit step takes from an item of a saved draft; each step's lines add their own. */
export const draftLine = (item: Schemas['ReturnItem']) => ({
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
  attachmentId: item.attachmentId,
  remark: item.remark ?? '',
});

/** The customer a saved draft names (a draft keeps no sales division). */
export const draftCustomer = (draft: Schemas['ReturnDocument']) => ({
  customerCode: draft.customerCode,
  customerName: draft.customerName,
  salesDivision: null,
  distChannel: draft.distributionChannel ?? null,
  plantCode: draft.plantCode,
});
