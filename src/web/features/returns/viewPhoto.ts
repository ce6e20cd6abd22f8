import { t } from '@lingui/core/macro';
import { api } from '../../api/client.ts';
import { openInTab } from '../../api/files.ts';
import { showMessageDialog } from '../../ui/dialogs.tsx';

/** Opens a line's photo in a new tab (GET /api/return/attachment/{id}); 'No image attached!' when there is none. */
export async function viewPhoto(attachmentId: number | null): Promise<void> {
  const none = () => showMessageDialog(t`No Image`, t`No image attached!`);
  if (!attachmentId) return none();
  const { data } = await api.GET('/return/attachment/{attachmentId}', { params: { path: { attachmentId } }, parseAs: 'blob' });
  if (!data) return none();
  openInTab(data);
}
