import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { api, type Schemas } from '../../../api/client.ts';
import { showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';

/** The part of a wizard that hears how a save went. */
interface SaveListener {
  send(event: { type: 'save.succeeded' } | { type: 'save.refused' }): void;
}

/**
 * Sends a return (create, or update of a draft), tells the wizard how it went and shows the
 * specification's dialogs: the server's message on refusal, the return number on success, whose
 * OK goes to `after`.
 */
export function useReturnSave(wizard: SaveListener, after: string) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return async (body: Schemas['ReturnSave']): Promise<void> => {
    try {
      const { data, error } = body.returnId
        ? await api.PUT('/return/{id}', { params: { path: { id: body.returnId } }, body })
        : await api.POST('/return', { body });
      if (!data) {
        wizard.send({ type: 'save.refused' });
        return showErrorDialog(problemMessage(error, t`Something went wrong!`));
      }
      wizard.send({ type: 'save.succeeded' });
      const retNumber = data.data.retNumber;
      showMessageDialog(t`Data has been saved!`, t`Return have been Saved, your return number : ${retNumber}`, () => void navigate({ to: after }));
    } catch {
      wizard.send({ type: 'save.refused' });
      showErrorDialog(t`Something went wrong!`);
    }
  };
}
