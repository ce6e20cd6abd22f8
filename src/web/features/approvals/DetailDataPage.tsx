import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { Schemas } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { useReturnDocument } from '../returns/index.ts';
import { DetailLinesTable } from './DetailLinesTable.tsx';
import { ReturnHeaderFields } from './ReturnHeaderFields.tsx';
import { useApprovalFlow } from './useApprovalFlow.ts';

/** /fss-asm-bm/detail-data, /brqa/detail-data, /qa-ho/detail-data, /client/detail-data: the return opened on the list, read-only (spec 002 §2). */
export function DetailDataPage() {
  const { flow, memory } = useApprovalFlow();
  // Checked on arrival only; without a return chosen on the list, the list.
  const [returnId] = useState(() => (memory.actor.getSnapshot().hasTag('detail') ? memory.detailReturnId : null));
  const { document, reload } = useReturnDocument(returnId);

  if (returnId === null || document === null) return <Navigate to={flow.route} search={memory.search} />;
  if (document === undefined) return null;
  return <DetailData document={document} reload={reload} />;
}

function DetailData({ document, reload }: { document: Schemas['ReturnDocument']; reload: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const { flow, memory } = useApprovalFlow();
  const back = () => {
    memory.actor.send({ type: 'flow.back' });
    void navigate({ to: flow.route, search: memory.search });
  };
  return (
    <Stack>
      <Title order={3}>{i18n._(flow.detailTitle)}</Title>
      <Paper withBorder p="md">
        <ReturnHeaderFields document={document} />
      </Paper>
      <DetailLinesTable
        items={document.items}
        qtyChange={flow.qtyChangePermission !== null && session.can(flow.qtyChangePermission) ? { document, onChanged: reload } : undefined}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={back}>
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
