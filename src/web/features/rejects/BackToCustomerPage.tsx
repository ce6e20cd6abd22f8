import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { api } from '../../api/client.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { ChosenLinesTable } from './ChosenLinesTable.tsx';
import { rejectScope } from './rejectMemory.ts';

/** /reject-return/back-customer (Reject Back To Customer): the chosen lines, read-only, given back on Save. */
export function BackToCustomerPage() {
  const rejectMemory = rejectScope.useMemory();
  const [arrived] = useState(() => rejectMemory.chosen.length > 0 && rejectMemory.actor.getSnapshot().hasTag('backCustomer'));
  if (!arrived) return <Navigate to="/reject-return" />;
  return <BackToCustomerForm />;
}

function BackToCustomerForm() {
  const rejectMemory = rejectScope.useMemory();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [actor] = useState(() => rejectMemory.actor);
  const [lines] = useState(() => rejectMemory.chosen);
  const snapshot = useSelector(actor, (s) => s);
  const queryClient = useQueryClient();
  const toList = () => void navigate({ to: '/reject-return', search: rejectMemory.search });

  const save = async () => {
    actor.send({ type: 'giveBack.save' });
    try {
      const { data, error } = await api.POST('/return/backtocustomer', { body: { data: lines.map((l) => l.returnDetailId) } });
      if (data?.status !== 200) {
        actor.send({ type: 'save.refused' });
        return showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
      }
      actor.send({ type: 'save.succeeded' });
      void queryClient.invalidateQueries({ queryKey: ['GET /return/reject'] });
      showMessageDialog(t`Success`, t`Data has been back to customer!`, toList);
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
        <Trans>Reject Back To Customer</Trans>
      </Title>
      <ChosenLinesTable lines={lines} />
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={!snapshot.can({ type: 'flow.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => void save()} loading={snapshot.hasTag('busy')} disabled={!snapshot.can({ type: 'giveBack.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
