import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MRT_Localization } from 'mantine-react-table';
import { useLanguageChoice } from '../i18n/LanguageContext.tsx';
import { loadedTableLocalization, loadTableLocalization } from '../i18n/tableLocalization.ts';

/** mantine-react-table's labels in the user's language, with the specification's empty text. */
export function useTableLocalization(): Partial<MRT_Localization> {
  const { t } = useLingui();
  const { language } = useLanguageChoice();
  const [labels, setLabels] = useState(() => loadedTableLocalization(language));
  useEffect(() => {
    let current = true;
    void loadTableLocalization(language).then((l) => current && setLabels(l));
    return () => {
      current = false;
    };
  }, [language]);
  return { ...labels, noRecordsToDisplay: t`No records found` };
}
