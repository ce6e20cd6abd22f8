import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import { api } from '../../api/client.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { QuantityField } from '../../ui/QuantityField.tsx';
import { ChosenLinesTable } from './ChosenLinesTable.tsx';
import { rejectScope } from './rejectMemory.ts';
import { rejectMessageLabels } from './rejectMessageLabels.ts';

/** /reject-return/detail-new (Reject Return List): a reject quantity per chosen line, saved as a new APL return. */
export function RegroupPage() {
  const rejectMemory = rejectScope.useMemory();
  const [arrived] = useState(() => rejectMemory.chosen.length > 0 && rejectMemory.actor.getSnapshot().hasTag('detailNew'));
  if (!arrived) return <Navigate to="/reject-return" />;
  return <RegroupForm />;
}

function RegroupForm() {
  const rejectMemory = rejectScope.useMemory();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [actor] = useState(() => rejectMemory.actor);
  const [lines] = useState(() => rejectMemory.chosen);
  const snapshot = useSelector(actor, (s) => s);
  const { quantities, problemIndex } = snapshot.context;
  const queryClient = useQueryClient();
  const toList = () => void navigate({ to: '/reject-return', search: rejectMemory.search });

  const save = async () => {
    actor.send({ type: 'regroup.save' });
    const { problem } = actor.getSnapshot().context;
    if (problem) return showErrorDialog(i18n._(rejectMessageLabels[problem]));
    try {
      const { data, error } = await api.POST('/return/reject/regroup', {
        body: { items: lines.map((l, i) => ({ returnDetailId: l.returnDetailId, qty: quantities[i] ?? null })) },
      });
      if (!data) {
        actor.send({ type: 'save.refused' });
        return showErrorDialog(problemMessage(error, t`Something went wrong!`));
      }
      actor.send({ type: 'save.succeeded' });
      void queryClient.invalidateQueries({ queryKey: ['GET /return/reject'] });
      showMessageDialog(t`Success`, t`New APL Return Number ${data.data.retNumber} has been created.`, toList);
    } catch {
      actor.send({ type: 'save.refused' });
      showErrorDialog(t`Something went wrong!`);
    }
  };
  const back = () => {
    actor.send({ type: 'flow.back' });
    toList();
  };

  return (
    <Stack>
      <Title order={3}>
        <Trans>Reject Return List</Trans>
      </Title>
      <ChosenLinesTable
        lines={lines}
        extra={{
          header: t`Reject Qty`,
          cell: (line, index) => (
            <QuantityField
              aria-label={t`Reject Qty of line ${line.line} of ${line.retNumber}`}
              fractions={takesFractions(line.nonFraction)}
              w={120}
              value={quantities[index] ?? null}
              error={problemIndex === index}
              disabled={!snapshot.can({ type: 'qty.set', index, qty: null })}
              onChange={(qty) => actor.send({ type: 'qty.set', index, qty })}
            />
          ),
        }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={!snapshot.can({ type: 'flow.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => void save()} loading={snapshot.hasTag('busy')} disabled={!snapshot.can({ type: 'regroup.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
