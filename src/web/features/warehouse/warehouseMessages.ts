import { useLingui } from '@lingui/react/macro';
import type { WarehouseProblem } from '../../../../machines/warehouse/warehouseChecks.ts';

/** The warehouse save's messages in the user's language; the English equals the checks' (machines/warehouse/warehouseChecks.ts). */
export function useWarehouseMessage(): (problem: WarehouseProblem) => string {
  const { t } = useLingui();
  return (problem) => {
    const requested = problem.requested ?? 0;
    switch (problem.code) {
      case 'statusMissing':
        return t`Please select status doc first!`;
      case 'notOkRemarkMissing':
        return t`Please fill remark not oke first!`;
      case 'rejectRemarkMissing':
        return t`Please fill remark reject first!`;
      case 'exceedsRequested':
        return t`Please do not exceed Requested Qty ${requested}!`;
      case 'uomMissing':
        return t`Please Input UOM!`;
    }
  };
}
