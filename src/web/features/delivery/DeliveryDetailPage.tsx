import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ChiefDeliveryEvent } from '../../../../machines/delivery/chiefDeliveryFlow.ts';
import { api, type Schemas } from '../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { showConfirmDialog, showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { DetailLinesTable, ReturnHeaderFields } from '../approvals/index.ts';
import { deliveryMessageLabels } from './deliveryMessageLabels.ts';
import { deliveryScope, listedOf, type DeliveryActor, type DeliveryRow } from './deliveryMemory.ts';
import { FpreDocument } from './FpreDocument.tsx';
import { openFpre, uploadFpre } from './fpreFiles.ts';
import { useReturnDocument } from '../returns/index.ts';
import { lengthCounter } from '../../ui/lengthCounter.ts';

/** /chief-delivery/delivery-detail: the return opened with Upload on the list (spec 002 §2). */
export function DeliveryDetailPage() {
  const deliveryMemory = deliveryScope.useMemory();
  // Checked on arrival only; without a return opened on the list, the list.
  const [arrived] = useState(() =>
    deliveryMemory.actor?.getSnapshot().hasTag('detail') && deliveryMemory.opened ? { actor: deliveryMemory.actor, row: deliveryMemory.opened } : null,
  );
  const { document } = useReturnDocument(arrived?.row.returnId ?? null);
  if (!arrived || document === null) return <Navigate to="/chief-delivery" search={deliveryMemory.search ?? {}} />;
  if (document === undefined) return null;
  return <DeliveryDetail actor={arrived.actor} row={arrived.row} document={document} />;
}

function DeliveryDetail({ actor, row, document }: { actor: DeliveryActor; row: DeliveryRow; document: Schemas['ReturnDocument'] }) {
  const deliveryMemory = deliveryScope.useMemory();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const snapshot = useSelector(actor, (s) => s);
  const can = (event: ChiefDeliveryEvent) => snapshot.can(event);
  const [version, setVersion] = useState(document.version);
  const [fileName, setFileName] = useState(row.fpreFileName);
  const [progress, setProgress] = useState<number | null>(null);
  const opened = snapshot.context.opened ?? listedOf(row);
  const { retNumber } = row;

  const act = (event: ChiefDeliveryEvent) => {
    actor.send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) showErrorDialog(i18n._(deliveryMessageLabels[problem]));
  };
  const toList = () => void navigate({ to: '/chief-delivery', search: deliveryMemory.search ?? {} });
  const refused = (error: unknown) => showErrorDialog(problemMessage(error, t`Something went wrong!`));
  const answered = (saved: Schemas['DeliverySaved']) => {
    setVersion(saved.data.version);
    return listedOf(saved.data);
  };

  const choose = async (file: File) => {
    act({ type: 'fpre.choose', file: { name: file.name, size: file.size } });
    if (!actor.getSnapshot().matches('uploading')) return;
    setProgress(0);
    try {
      const { data, error } = await uploadFpre(retNumber, version, file, setProgress);
      if (!data) {
        actor.send({ type: 'upload.failed' });
        return showErrorDialog(problemMessage(error, t`The maximum upload file is 3MB!`));
      }
      setFileName(file.name);
      actor.send({ type: 'upload.succeeded', return: answered(data) });
    } catch {
      actor.send({ type: 'upload.failed' });
      showErrorDialog(t`The maximum upload file is 3MB!`);
    } finally {
      setProgress(null);
    }
  };

  const open = async () => {
    act({ type: 'fpre.open' });
    if (!(await openFpre(retNumber))) showErrorDialog(t`Something went wrong!`);
  };

  const remove = () => {
    act({ type: 'fpre.delete' });
    if (!actor.getSnapshot().matches('confirmingDelete')) return;
    showConfirmDialog(
      t`Are you sure want to delete?`,
      () => void confirmDelete(),
      () => actor.send({ type: 'delete.cancel' }),
    );
  };
  const confirmDelete = async () => {
    actor.send({ type: 'delete.confirm' });
    try {
      const { data, error } = await api.DELETE('/return/{retNumber}/fpre', { params: { path: { retNumber }, query: { version } } });
      if (!data) {
        actor.send({ type: 'delete.failed' });
        return refused(error);
      }
      setFileName(null);
      actor.send({ type: 'delete.succeeded', return: answered(data) });
    } catch {
      actor.send({ type: 'delete.failed' });
      showErrorDialog(t`Something went wrong!`);
    }
  };

  const decide = async (status: 'A' | 'R') => {
    act({ type: status === 'A' ? 'delivery.approve' : 'delivery.reject' });
    if (!actor.getSnapshot().matches('deciding')) return;
    try {
      const remark = actor.getSnapshot().context.remark.trim() || null;
      const { data, error } = await api.POST('/return/{retNumber}/delivery-decision', {
        params: { path: { retNumber }, query: { version } },
        body: { status, remark },
      });
      if (data?.status !== 200) {
        actor.send({ type: 'decision.failed' });
        return showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
      }
      actor.send({ type: 'decision.succeeded' });
      showMessageDialog(t`Success`, t`Data has been saved!`, toList);
    } catch {
      actor.send({ type: 'decision.failed' });
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
        <Trans>Chief Delivery Detail</Trans>
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <ReturnHeaderFields document={document} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label={t`Print Date`} value={formatDateTime(row.lastPrintDate)} readOnly variant="filled" />
          </SimpleGrid>
        </Stack>
      </Paper>
      <DetailLinesTable items={document.items.filter((i) => i.approvalStatus !== 'R')} />
      <Paper withBorder p="md">
        <Stack>
          <Textarea
            label={t`Handover Remarks`}
            {...lengthCounter(snapshot.context.remark, 255)}
            autosize
            minRows={2}
            value={snapshot.context.remark}
            disabled={!can({ type: 'remark.change', remark: '' })}
            onChange={(event) => act({ type: 'remark.change', remark: event.currentTarget.value })}
          />
          <FpreDocument
            fileName={fileName}
            uploaded={opened.lifecycle.context.fpreUploaded}
            progress={progress}
            can={{
              choose: can({ type: 'fpre.choose', file: { name: 'fpre.pdf', size: 1 } }),
              open: can({ type: 'fpre.open' }),
              remove: can({ type: 'fpre.delete' }),
            }}
            onChoose={(file) => void choose(file)}
            onOpen={() => void open()}
            onDelete={remove}
          />
        </Stack>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={!can({ type: 'flow.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button color="red" variant="light" onClick={() => void decide('R')} disabled={!can({ type: 'delivery.reject' })}>
          <Trans>Reject</Trans>
        </Button>
        <Button color="green" onClick={() => void decide('A')} loading={snapshot.hasTag('busy')} disabled={!can({ type: 'delivery.approve' })}>
          <Trans>Approve</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
