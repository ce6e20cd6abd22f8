import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea } from '@mantine/core';

interface Props {
  retNumber: string;
  onCancel: () => void;
  onReject: (remark: string) => Promise<void> | void;
}

/** The Reject's question (spec 000 §2.5): the remarks it needs, asked with 'Please input remarks first'. */
export function RejectRemarks({ retNumber, onCancel, onReject }: Props) {
  const { t } = useLingui();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Stack>
      <Textarea
        label={t`Please input remarks first`}
        description={retNumber}
        maxLength={255}
        autosize
        minRows={3}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        data-autofocus
        data-testid="reject-remarks"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          color="orange"
          loading={busy}
          onClick={() => {
            setBusy(true);
            Promise.resolve(onReject(remark)).finally(() => setBusy(false));
          }}
          data-testid="reject-confirm"
        >
          <Trans>Reject</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
