import { useCallback } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** The return types as users know them (spec 001 §1, the names of the creation screens): the codes are never shown. */
export const returnTypeLabels: Record<string, MessageDescriptor> = {
  MTKA: msg`With RTV`,
  NONMTKA: msg`Without RTV`,
  NONREFMTKA: msg`With RTV Non Ref`,
  NOREFNONMTKA: msg`Non Reference`,
};

/**
 * A return type's name in the user's language (an unknown code as it is). The same function while
 * the language is the same (`t` changes with it): Report Header's 32 columns are built from it, and
 * a new one at each render had the table build every heading and cell again at each render.
 */
export function useReturnTypeLabel(): (returnType: string) => string {
  const { i18n, t } = useLingui();
  return useCallback(
    (returnType: string) => {
      const label = returnTypeLabels[returnType];
      return label ? i18n._(label) : returnType;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
}

/** The Type Return filter of the lists (spec 002 §2: All, With RTV = MTKA, Without RTV = NON MTKA). */
export function useTypeReturnOptions(): { value: string; label: string }[] {
  const { t } = useLingui();
  return [
    { value: '', label: t`All` },
    { value: 'MTKA', label: t`With RTV` },
    { value: 'NON MTKA', label: t`Without RTV` },
  ];
}
