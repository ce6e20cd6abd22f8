import { useCallback } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { soStatusOf } from '../../../shared/returnStatus.ts';
import type { Schemas } from '../../api/client.ts';
import { headerDetailQuery } from './headerQueries.ts';
import { recordIdOf } from './recordId.ts';
import { useSession } from '../../session/session.tsx';
import { ApprovalStatusBadge, FareyeBadge, ReportPrintBadge, SoStatusBadge } from '../../ui/StatusBadges.tsx';
import { lifecycleOf, useReturnTypeLabel } from '../returns/index.ts';
import { useStatusLabels } from './statusLabels.ts';
import { useHeaderActions } from './useHeaderActions.ts';

type Detail = Schemas['ReturnHeaderDetail'];

/**
 * /report-return/report-header/detail/{returnId}: the Report Return Header detail (spec 000 §2.5,
 * §3), read-only; Detail goes to the return's items, Back to the Report Header searching for it.
 * Retry Send To SAP and Get Invoice are offered where the return's lifecycle takes them; after
 * either the Report Header shows again.
 */
export function HeaderDetailPage() {
  const { id } = useParams({ from: '/app/report-return/report-header/detail/$id' });
  const returnId = recordIdOf(id);
  const answer = useQuery({ ...headerDetailQuery(returnId ?? 0), enabled: returnId !== null });
  if (returnId === null || answer.data === null) return <Navigate to="/report-return/report-header" />;
  if (!answer.data) return null;
  return <HeaderDetail detail={answer.data} />;
}

function HeaderDetail({ detail: d }: { detail: Detail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can } = useSession();
  const typeLabel = useReturnTypeLabel();
  const { pendingProcess, decision: decisionLabel, decidingStep } = useStatusLabels();
  const act = useHeaderActions(useCallback(() => void navigate({ to: '/report-return/report-header' }), [navigate]));
  const lifecycle = lifecycleOf(d);
  const target = { returnId: d.returnId, retNumber: d.ret_number, version: d.version };
  const hours = (value: number | null) => (value === null ? '' : t`${value} hours`);
  // Where Chief Warehouse decided; a dock decision made offline says when it was made, apart from when it arrived.
  const warehouseMade = ({ cw_channel: channel, cw_made_datetime: made }: Detail) => {
    if (channel === 'desk') return t`At the desk`;
    if (channel !== 'dock') return '';
    return made ? t`At the receiving dock, made ${formatDateTime(made)} (offline)` : t`At the receiving dock`;
  };
  const fields: [string, string | null | undefined][] = [
    [t`Return Number`, d.ret_number],
    [t`Type Return`, typeLabel(d.return_type)],
    [t`RTV Number`, d.rtv_no],
    [t`RTV Date`, formatDate(d.rtv_date)],
    [t`RTV Receiving Date`, formatDate(d.rtv_receiving_date)],
    [t`Remarks RTV`, d.remarks_rtv],
    [t`PO Number`, d.po_number],
    [t`Customer PO Date`, formatDate(d.customer_podate)],
    [t`Invoice Ref Number`, d.invoice_ref_no],
    [t`Customer Code`, d.customer_code],
    [t`Customer Name`, d.customer_name],
    [t`Customer Group 3`, d.customer_group3],
    [t`Address`, d.address],
    [t`Remarks`, d.remarks_return],
    [t`Pending Process`, pendingProcess(d.step_code)],
    [t`Pending User`, d.pending_user],
    [t`Sales Office`, d.sales_office],
    [t`Plant`, [d.plant_code, d.plant_name].filter(Boolean).join(' - ')],
    [t`Reason`, d.reason_name],
    [t`Created By`, d.created_by_name ?? d.created_username],
    [t`Reporter`, d.reporter],
    [t`Created Date`, formatDateTime(d.created_date)],
    [t`First Printed By`, d.firstPrintName],
    [t`Last Printed By`, d.lastPrintName],
    [t`Last Printed Date Time`, formatDateTime(d.last_printed_datetime)],
    [t`FPRE Upload Time`, formatDateTime(d.fpre_upload_time)],
    [t`FPRE Document`, d.fpre_attachment_id],
    [t`Fareye Date Time`, formatDateTime(d.fareye_date)],
    [t`Fareye Last Error`, d.fareye_last_error],
    [t`Chief Delivery Approval User`, d.cd_approval_user],
    [t`Handover Remarks`, d.hdover_remarks],
    [t`Chief Warehouse Approval User`, d.cw_approval_user],
    [t`Chief Warehouse Approval Date Time`, formatDateTime(d.cw_approval_datetime)],
    [t`Chief Warehouse Decided`, warehouseMade(d)],
    [t`Chief Warehouse Remarks`, d.cw_remarks],
    [t`Lead Time`, hours(d.lead_time)],
    [t`SO Number`, d.soNo],
    [t`SO Create Date`, formatDateTime(d.soCreateDate)],
    [t`Invoice Return Number`, d.invoiceReturnNo],
    [t`SO Last Error`, d.soLastError],
    [t`Reject Remarks`, d.remarkRejectSales],
  ];
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack>
          <Group gap="xs">
            <Title order={4}>{d.ret_number}</Title>
            <ApprovalStatusBadge status={d.status} statusReject={d.status_reject} />
            <ReportPrintBadge printStatus={d.print_status} />
            <FareyeBadge status={d.fareye_status} />
            {/* No sales order yet is no badge at all (a lone dash stood there). */}
            {soStatusOf(d.soStatus).label !== '-' && <SoStatusBadge soStatus={d.soStatus} />}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {fields.map(([label, value]) => (
              <TextInput key={label} label={label} value={value ?? ''} readOnly variant="filled" />
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          <Trans>Approval Material</Trans>
        </Title>
        {/* Its own box scrolls sideways on a narrow screen; the page does not (the approvers' full names are long). */}
        <Table.ScrollContainer minWidth={720}>
          <Table striped withTableBorder data-testid="approval-material">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Line`}</Table.Th>
                <Table.Th>{t`Material Code`}</Table.Th>
                <Table.Th>{t`Material Desc`}</Table.Th>
                <Table.Th>{t`Batch`}</Table.Th>
                <Table.Th>{t`Qty`}</Table.Th>
                <Table.Th>{t`Client Code`}</Table.Th>
                <Table.Th>{t`Approvals`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.approvalMaterial.map((l) => (
                <Table.Tr key={l.returnDetailId}>
                  <Table.Td>{l.line}</Table.Td>
                  <Table.Td>{l.materialCode}</Table.Td>
                  <Table.Td>{l.materialName}</Table.Td>
                  <Table.Td>{l.batch}</Table.Td>
                  <Table.Td>{`${l.qty} ${l.returnUom}`}</Table.Td>
                  <Table.Td>{l.clientCode}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {l.decisions.map((decision) => (
                        <Badge
                          key={`${decision.stepCode}${decision.decidedAt}`}
                          color={decision.status === 'A' ? 'green' : 'red'}
                          variant="light"
                          title={[decision.userName, formatDateTime(decision.decidedAt), decision.remark].filter(Boolean).join(' · ')}
                        >
                          {`${decidingStep(decision.stepCode)}: ${decisionLabel(decision.status)} · ${decision.userName}`}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: `/report-return/report-header/${d.ret_number}` })}>
          <Trans>Back</Trans>
        </Button>
        {can('reports.erpActions') && lifecycle.can({ type: 'salesOrder.retry' }) && (
          <Button variant="light" onClick={() => act.retrySalesOrder(target)}>
            <Trans>Retry Send To SAP</Trans>
          </Button>
        )}
        {can('reports.erpActions') && lifecycle.can({ type: 'invoice.found' }) && (
          <Button variant="light" color="teal" onClick={() => act.getInvoice(target)}>
            <Trans>Get Invoice</Trans>
          </Button>
        )}
        <Button onClick={() => void navigate({ to: `/report-return/report-detail/${d.ret_number}` })}>
          <Trans>Detail</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
