import { t } from '@lingui/core/macro';
import { tokenStore } from '../../auth/tokenStore.ts';
import { showMessageDialog } from '../../ui/dialogs.tsx';

/** Opens a line's photo in a new tab (GET /api/return/attachment/{id}); 'No image attached!' when there is none. */
export async function viewPhoto(attachmentId: number | null): Promise<void> {
  const none = () => showMessageDialog(t`No Image`, t`No image attached!`);
  if (!attachmentId) return none();
  const response = await fetch(`/api/return/attachment/${attachmentId}`, { headers: { authorization: `Bearer ${tokenStore.get()}` } });
  if (!response.ok) return none();
  window.open(URL.createObjectURL(await response.blob()), '_blank', 'noopener');
}
