/**
 * Why a candidate line cannot be chosen (spec 001 §5.1), in the specification's order. The
 * search popups grey such rows out with the remark; the server refuses them on save.
 */
export interface LineFacts {
  customerBlocked: boolean;
  batchValid: boolean;
  materialBlocked: boolean;
  materialExcluded: boolean;
  crprgp: CrpFlag;
  nra: boolean;
  /** In the line's return unit; checked only where the line refers to an invoice. */
  availableQty: number | null;
  netPrice: number | null;
}

export type CrpFlag = 'Y' | 'N' | 'N/A';

export const blockRemarks = {
  customerBlocked: 'Customer Block.',
  batchInvalid: 'Invalid Batch Number, Please Contact PAM',
  materialBlocked: 'Material Block. Please Contact PAM',
  materialExcluded: 'Material Block Exclusion. Please Contact PAM',
  crpNotApplicable: 'CRRGP Block. Please Contact NDC RG Team',
  nonReturnable: 'Non Returnable Client. Please contact NDC RG team',
  noAvailableQty: 'Non Returnable available Qty 0',
  noNetPrice: 'Non Returnable Net Price 0',
} as const;

export type BlockReason = keyof typeof blockRemarks;

export function blockReasonOf(facts: LineFacts): BlockReason | null {
  if (facts.customerBlocked) return 'customerBlocked';
  if (!facts.batchValid) return 'batchInvalid';
  if (facts.materialBlocked) return 'materialBlocked';
  if (facts.materialExcluded) return 'materialExcluded';
  if (facts.crprgp === 'N/A') return 'crpNotApplicable';
  if (facts.nra) return 'nonReturnable';
  if (facts.availableQty !== null && facts.availableQty <= 0) return 'noAvailableQty';
  if (facts.netPrice !== null && facts.netPrice <= 0) return 'noNetPrice';
  return null;
}

export function blockRemarkOf(facts: LineFacts): string | null {
  const reason = blockReasonOf(facts);
  return reason ? blockRemarks[reason] : null;
}
