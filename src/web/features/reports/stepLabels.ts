import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** The steps as STEP_APPROVAL names them (spec 000 §4 "Pending process"), in the order of the chain. */
const stepNames: Record<string, MessageDescriptor> = {
  SALES: msg`Pending On FSS/ASM/BM`,
  CLIENT: msg`Pending On Client`,
  BRQA: msg`Pending On BRQA`,
  QAHO: msg`Pending On QA-HO`,
  QACLIENT: msg`Pending On QA Client`,
  CD: msg`Pending On Chief Delivery`,
  CW: msg`Pending On Chief Warehouse`,
  END: msg`Completed`,
};

/** A step's name in the user's language; a step the product does not know by the server's name for it. */
export function useStepLabel(): (stepCode: string | null, serverName?: string | null) => string {
  const { i18n } = useLingui();
  return useCallback(
    (stepCode, serverName) => {
      const known = stepCode ? stepNames[stepCode] : undefined;
      return known ? i18n._(known) : (serverName ?? stepCode ?? '');
    },
    [i18n],
  );
}

/** The Step filter's options: All, then each step of the chain. */
export function useStepOptions(): { value: string; label: string }[] {
  const { t, i18n } = useLingui();
  return [{ value: '', label: t`All` }, ...Object.entries(stepNames).map(([value, label]) => ({ value, label: `${value} - ${i18n._(label)}` }))];
}
