import { useLingui } from '@lingui/react/macro';
import { Fieldset, Stack } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { ReadOnlyFields } from '../../ui/ReadOnlyFields.tsx';
import { useStatusLabels } from './statusLabels.ts';

type ReportItem = Schemas['ReportItem'];

interface Block {
  key: string;
  title: string;
  user: string | null;
  time: string | null;
  status: string | null;
  remarks: string | null;
}

/** Each step's decision on the line (spec 000 §2.5): sales, BRQA, client, QA HO, QA client and Chief Warehouse's completion. */
export function ApprovalBlocks({ item: i }: { item: ReportItem }) {
  const { t } = useLingui();
  const { decision } = useStatusLabels();
  const blocks: Block[] = [
    {
      key: 'sales',
      title: t`FSS / ASM / NSM / BM`,
      user: i.sales_approval_user,
      time: i.sales_approval_time,
      status: i.sales_approval_status,
      remarks: i.sales_remarks,
    },
    { key: 'brqa', title: t`BRQA`, user: i.approvalBRQA_user_name, time: i.approvalBRQA_date, status: i.approvalBRQA, remarks: i.approvalBRQA_remarks },
    {
      key: 'client',
      title: t`Client`,
      user: i.client_approval_user,
      time: i.client_approval_time,
      status: i.client_approval_status,
      remarks: i.client_remarks,
    },
    { key: 'qaho', title: t`QA HO`, user: i.approvalQAHO_user_name, time: i.approvalQAHO_date, status: i.approvalQAHO, remarks: i.approvalQAHO_remarks },
    {
      key: 'qaclient',
      title: t`QA Client`,
      user: i.approvalQACLIENT_user_name,
      time: i.approvalQACLIENT_date,
      status: i.approvalQACLIENT,
      remarks: i.approvalQACLIENT_remarks,
    },
    { key: 'cw', title: t`Chief Warehouse`, user: i.cw_approval_user, time: i.cw_approval_time, status: i.cw_approval_status, remarks: i.cw_remarks },
  ];
  return (
    <Stack gap="sm">
      {blocks.map((b) => (
        <Fieldset key={b.key} legend={b.title} data-testid={`approval-${b.key}`}>
          <ReadOnlyFields
            columns={4}
            fields={[
              [t`User`, b.user],
              [b.key === 'cw' ? t`Completion Time` : t`Date Time`, formatDateTime(b.time)],
              [t`Status`, decision(b.status)],
              [t`Remarks`, b.remarks],
            ]}
          />
        </Fieldset>
      ))}
    </Stack>
  );
}
