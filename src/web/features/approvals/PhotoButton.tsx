import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { viewPhoto } from '../returns/index.ts';

/** A line's photo, opened in a new tab ('No image attached!' when there is none). */
export function PhotoButton({ attachmentId }: { attachmentId: number | null }) {
  return (
    <Button size="compact-xs" variant="light" onClick={() => void viewPhoto(attachmentId)}>
      <Trans>Photo</Trans>
    </Button>
  );
}
