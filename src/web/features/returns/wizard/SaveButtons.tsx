import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

interface Props {
  busy: boolean;
  /** The screen's way out: Cancel (edit screens) or Back (Non Reference). */
  leave: { label: 'Cancel' | 'Back'; onClick: () => void };
  onSave: (draft: boolean) => void;
}

/** The buttons under every return edit screen: leave, Draft, Save (spec 001 §2.4–§2.9). */
export function SaveButtons({ busy, leave, onSave }: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={leave.onClick}>
        {leave.label === 'Cancel' ? <Trans>Cancel</Trans> : <Trans>Back</Trans>}
      </Button>
      <Button variant="light" loading={busy} onClick={() => onSave(true)}>
        <Trans>Draft</Trans>
      </Button>
      <Button loading={busy} onClick={() => onSave(false)}>
        <Trans>Save</Trans>
      </Button>
    </Group>
  );
}
