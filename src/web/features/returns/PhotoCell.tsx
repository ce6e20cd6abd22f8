import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, FileButton, Group, Button } from '@mantine/core';
import { api } from '../../api/client.ts';
import { multipart } from '../../api/upload.ts';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { viewPhoto } from './viewPhoto.ts';

const MAX_BYTES = 3 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/jpg'];

/** A line's photo: upload (type and size checked before sending; the server checks again) and view. */
export function PhotoCell({ attachmentId, onChange, disabled }: { attachmentId: number | null; onChange: (id: number | null) => void; disabled?: boolean }) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    if (!TYPES.includes(file.type)) return showErrorDialog(t`Photos must be png, jpeg or jpg.`);
    if (file.size > MAX_BYTES) return showErrorDialog(t`The maximum upload file is 3MB!`);
    setUploading(true);
    try {
      const { data, error } = await api.POST('/return/attachment', { body: { file }, bodySerializer: multipart });
      if (data) onChange(data.data);
      else showErrorDialog(problemMessage(error, t`Something went wrong!`));
    } catch {
      showErrorDialog(t`Something went wrong!`);
    } finally {
      setUploading(false);
    }
  };
  if (disabled) return <Trans>cannot upload</Trans>;
  return (
    <Group gap="xs" wrap="nowrap">
      <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg" inputProps={{ 'aria-label': t`Photo` }}>
        {(props) => (
          <Button size="compact-xs" variant="light" loading={uploading} {...props}>
            {attachmentId ? <Trans>Change</Trans> : <Trans>Upload</Trans>}
          </Button>
        )}
      </FileButton>
      {attachmentId && (
        <Anchor size="xs" component="button" type="button" onClick={() => void viewPhoto(attachmentId)} data-testid="photo-view">
          <Trans>View</Trans>
        </Anchor>
      )}
    </Group>
  );
}
