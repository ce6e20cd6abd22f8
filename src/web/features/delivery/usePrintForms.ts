import { useLingui } from '@lingui/react/macro';
import { api } from '../../api/client.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { downloadForms, openForm } from './fpreFiles.ts';

/**
 * Prints returns: one print call per return, in order (POST /return/{retNumber}/print), then the
 * form: one return's in a new tab, several in one FPRE.pdf. True when all of it went through;
 * otherwise the server's message (or 'Error: something went wrong') was shown.
 */
export function usePrintForms() {
  const { t } = useLingui();
  const failed = (message?: string | null) => {
    showErrorDialog(message || t`Error: something went wrong`);
    return false;
  };
  return async (retNumbers: readonly string[]): Promise<boolean> => {
    try {
      for (const retNumber of retNumbers) {
        const { data, error } = await api.POST('/return/{retNumber}/print', { params: { path: { retNumber } } });
        if (data?.status !== 200) return failed(data?.message ?? problemMessage(error, ''));
      }
      const refusal = retNumbers.length === 1 ? await openForm(retNumbers[0]!) : await downloadForms(retNumbers);
      return refusal === null ? true : failed(refusal);
    } catch {
      return failed();
    }
  };
}
