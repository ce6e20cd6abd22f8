import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { quantityMessages, quantityProblem } from '../../../../machines/returns/quantityChange.ts';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import { api, type Schemas } from '../../api/client.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { QuantityField } from '../../ui/QuantityField.tsx';

/** What the dialog shows and checks of a line (a return document's line, or an item report's). */
export type QuantityChangeLine = Pick<
  Schemas['ReturnItem'],
  'returnDetailId' | 'qty' | 'availableQty' | 'materialCode' | 'materialName' | 'batch' | 'returnUom' | 'nonFraction'
>;

interface Props {
  item: QuantityChangeLine;
  /** The version of the return the user sees: a change made meanwhile is refused. */
  version: number;
  onClose: () => void;
  /** After the server took the new quantity and the user read its message. */
  onChanged: () => void;
}

/** Changes a line's requested quantity (PUT /return/items/{id}) with the checks of spec 000 §5, the server's own. */
export function QuantityChangeDialog({ item, version, onClose, onChanged }: Props) {
  const { t } = useLingui();
  const [qty, setQty] = useState<number | null>(item.qty);
  const [busy, setBusy] = useState(false);
  const refusal = quantityProblem(qty ?? 0, item.availableQty);
  // The rules' English, in the user's language.
  const problem =
    refusal === null
      ? null
      : refusal === quantityMessages.notPositive
        ? t`can't be less than zero`
        : t`Can't be bigger than available Qty ${item.availableQty}`;

  const save = async () => {
    if (problem) return showErrorDialog(problem);
    setBusy(true);
    try {
      const { data, error } = await api.PUT('/return/items/{id}', { params: { path: { id: item.returnDetailId }, query: { version } }, body: { qty: qty! } });
      if (data?.status !== 200) return showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
      onClose();
      showMessageDialog(t`Success`, data.message, onChanged);
    } catch {
      showErrorDialog(t`Something went wrong!`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Change Qty`}>
      <Stack>
        <Text size="sm">
          {item.materialCode} {item.materialName} · {item.batch}
        </Text>
        <QuantityField
          label={t`Qty (${item.returnUom})`}
          fractions={takesFractions(item.nonFraction)}
          value={qty}
          onChange={setQty}
          error={qty !== item.qty ? problem : null}
          data-autofocus
        />
        {item.availableQty !== null && (
          <Text size="sm" c="dimmed">
            <Trans>Available Qty: {item.availableQty}</Trans>
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
