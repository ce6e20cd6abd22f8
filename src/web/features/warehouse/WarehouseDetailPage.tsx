import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { warehouseSave, type ChiefWarehouseEvent } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { itemRemarkMax } from '../../../../machines/warehouse/warehouseChecks.ts';
import { api, type Schemas } from '../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { ReturnHeaderFields } from '../approvals/index.ts';
import { openFpre } from '../delivery/index.ts';
import { lifecycleOf, useReturnDocument } from '../returns/index.ts';
import { salesOrderNumber } from './useSalesOrderNumber.ts';
import { useWarehouseMessage } from './warehouseMessages.ts';
import { WarehouseLinesTable } from './WarehouseLinesTable.tsx';
import { linesOf } from './warehouseLines.ts';
import { warehouseScope, type WarehouseActor, type WarehouseRow } from './warehouseMemory.ts';

/** /chief-warehouse/warehouse-detail: the return chosen with Confirm FPRE (spec 002 §2). */
export function WarehouseDetailPage() {
  const warehouseMemory = warehouseScope.useMemory();
  // Checked on arrival only; without a return chosen on the search, the search.
  const [arrived] = useState(() =>
    warehouseMemory.actor?.getSnapshot().hasTag('list') && warehouseMemory.opened ? { actor: warehouseMemory.actor, row: warehouseMemory.opened } : null,
  );
  const { document } = useReturnDocument(arrived?.row.returnId ?? null);
  if (!arrived || document === null) return <Navigate to="/chief-warehouse" search={warehouseMemory.search ?? {}} />;
  if (document === undefined) return null;
  return <WarehouseDetail actor={arrived.actor} row={arrived.row} document={document} />;
}

function WarehouseDetail({ actor, row, document }: { actor: WarehouseActor; row: WarehouseRow; document: Schemas['ReturnDocument'] }) {
  const warehouseMemory = warehouseScope.useMemory();
  const { t } = useLingui();
  const navigate = useNavigate();
  const message = useWarehouseMessage();
  const snapshot = useSelector(actor, (s) => s);
  const can = (event: ChiefWarehouseEvent) => snapshot.can(event);
  const { lines, fpreStatus, docRemark } = snapshot.context;

  useEffect(() => {
    if (actor.getSnapshot().hasTag('list')) actor.send({ type: 'detail.open', lifecycle: lifecycleOf(document), lines: linesOf(document) });
  }, [actor, document]);

  const act = (event: ChiefWarehouseEvent) => {
    actor.send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) showErrorDialog(message(problem));
  };
  const toSearch = () => void navigate({ to: '/chief-warehouse', search: warehouseMemory.search ?? {} });

  const save = async () => {
    act({ type: 'warehouse.save' });
    if (!actor.getSnapshot().matches('saving')) return;
    try {
      const body = warehouseSave(actor.getSnapshot().context);
      const { data, error } = await api.POST('/return/{retNumber}/warehouse', {
        params: { path: { retNumber: row.retNumber }, query: { version: document.version } },
        body: { ...body, items: [...body.items] },
      });
      if (data?.status !== 200) {
        actor.send({ type: 'save.refused' });
        return showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
      }
      actor.send({ type: 'save.succeeded' });
      if (!actor.getSnapshot().matches('awaitingSalesOrder')) return showMessageDialog(t`Success`, t`Data has been saved!`, toSearch);
      const salesOrderNo = await salesOrderNumber(document.returnId);
      if (salesOrderNo === null) {
        actor.send({ type: 'salesOrder.pending' });
        return showMessageDialog(t`Success`, t`Data has been saved! The return sales order is being sent to SAP.`, toSearch);
      }
      actor.send({ type: 'salesOrder.created', salesOrderNo });
      showMessageDialog(t`Success`, t`Return has been Saved, your Sales Order number : ${salesOrderNo}`, toSearch);
    } catch {
      actor.send({ type: 'save.refused' });
      showErrorDialog(t`Something went wrong!`);
    }
  };

  const back = () => {
    actor.send({ type: 'flow.back' });
    toSearch();
  };
  const editable = can({ type: 'doc.status', status: 'A' });

  return (
    <Stack>
      <Title order={3}>
        <Trans>Chief Warehouse Detail</Trans>
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <ReturnHeaderFields document={document} />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <TextInput label={t`Upload FPRE Date`} value={formatDateTime(row.fpreUploadTime)} readOnly variant="filled" />
            <TextInput label={t`Handover Remarks`} value={row.handoverRemark ?? ''} readOnly variant="filled" />
          </SimpleGrid>
        </Stack>
      </Paper>
      <WarehouseLinesTable
        items={document.items}
        lines={lines}
        can={{ count: (index) => can({ type: 'line.uom', index, uom: '' }), decide: (index) => can({ type: 'line.reject', index, rejected: true }) }}
        onQty={(index, qty) => act({ type: 'line.qty', index, qty })}
        onUom={(index, uom) => act({ type: 'line.uom', index, uom })}
        onReject={(index, rejected) => act({ type: 'line.reject', index, rejected })}
        onRemark={(index, remark) => act({ type: 'line.remark', index, remark })}
      />
      <Table withTableBorder data-testid="doc-fpre">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Doc FPRE</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Action For All</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Remark</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              {row.fpreUploaded ? (
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => void openFpre(row.retNumber).then((ok) => ok || showErrorDialog(t`Something went wrong!`))}
                >
                  {row.fpreFileName ?? t`FPRE`}
                </Anchor>
              ) : (
                <Text>
                  <Trans>Not Uploaded FPRE</Trans>
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={t`Action For All`}
                data={[
                  { value: 'A', label: t`FPRE OK` },
                  { value: 'R', label: t`Not OK` },
                ]}
                value={fpreStatus}
                disabled={!editable}
                onChange={(status) => status && act({ type: 'doc.status', status: status as 'A' | 'R' })}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={t`Document Remark`}
                maxLength={itemRemarkMax}
                value={docRemark}
                disabled={!editable}
                onChange={(e) => act({ type: 'doc.remark', remark: e.currentTarget.value })}
              />
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={!can({ type: 'flow.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => void save()} loading={snapshot.hasTag('busy')} disabled={!can({ type: 'warehouse.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
