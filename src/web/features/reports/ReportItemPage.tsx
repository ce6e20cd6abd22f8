import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { api, type Schemas } from '../../api/client.ts';
import { fileOf, openInTab } from '../../api/files.ts';
import { useSession } from '../../session/session.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { PhotoButton, RequestedQtyCell } from '../approvals/index.ts';
import { lifecycleOf, viewPhoto } from '../returns/index.ts';
import { ApprovalBlocks } from './ApprovalBlocks.tsx';
import { CrpLeadTimeFields, MaterialFields, ReportSection, ReturnFields } from './ReportItemFields.tsx';
import { recordIdOf } from './recordId.ts';
import { reportItemQuery } from './reportItemQuery.ts';

/** /report-return/report-detail/detail/$id: the item report of one return line (spec 000 §2.5 Report Return Detail). */
export function ReportItemPage() {
  const { id } = useParams({ from: '/app/report-return/report-detail/detail/$id' });
  const lineId = recordIdOf(id);
  const answer = useQuery({ ...reportItemQuery(lineId ?? 0), enabled: lineId !== null });
  // A line that is not there (or not the user's) leaves for the list.
  if (lineId === null || answer.data === null || answer.isError) return <Navigate to="/report-return/report-detail" />;
  if (!answer.data) return null;
  return <ReportItem item={answer.data} />;
}

function ReportItem({ item }: { item: Schemas['ReportItem'] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const [printing, setPrinting] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: reportItemQuery(item.returnd_id).queryKey });
  // Offered to reports.qtyChange holders where the return's lifecycle takes the change (RequestedQtyCell asks it).
  const change = session.can('reports.qtyChange') ? { lifecycle: lifecycleOf(item), version: item.version, onChanged: reload } : undefined;
  const line = {
    returnDetailId: item.returnd_id,
    line: item.line,
    qty: item.return_qty,
    availableQty: item.available_qty,
    materialCode: item.material_code,
    materialName: item.material_name,
    batch: item.batch,
    returnUom: item.return_uom,
    nonFraction: item.non_fraction,
  };

  const printPdf = async () => {
    setPrinting(true);
    try {
      const file = fileOf(await api.GET('/return/items/{id}/pdf', { params: { path: { id: item.returnd_id } }, parseAs: 'blob' }));
      if ('blob' in file) openInTab(file.blob);
      else showErrorDialog(file.refusal || t`Error: something went wrong`);
    } catch {
      showErrorDialog(t`Error: something went wrong`);
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>
          <Trans>Report Return Detail</Trans>
        </Title>
        <Group>
          <PhotoButton attachmentId={item.attachment_id} />
          {item.warehouse_photo_id !== null && (
            <Button size="compact-xs" variant="light" onClick={() => void viewPhoto(item.warehouse_photo_id)}>
              <Trans>Warehouse photo</Trans>
            </Button>
          )}
          <Button leftSection={<IconFileTypePdf size={16} />} variant="light" loading={printing} onClick={() => void printPdf()}>
            <Trans>PDF</Trans>
          </Button>
        </Group>
      </Group>
      <ReportSection title={t`Return`} testId="report-return">
        <ReturnFields item={item} />
      </ReportSection>
      <ReportSection title={t`Material`} testId="report-material">
        <MaterialFields item={item} requestedQty={<RequestedQtyCell item={line} change={change} />} />
      </ReportSection>
      <ReportSection title={t`CRP and Lead Times`} testId="report-crp">
        <CrpLeadTimeFields item={item} />
      </ReportSection>
      <ReportSection title={t`Approval`} testId="report-approvals">
        <ApprovalBlocks item={item} />
      </ReportSection>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: `/report-return/report-detail/${encodeURIComponent(item.ret_number)}` })}>
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
