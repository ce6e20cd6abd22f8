import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, Table, TextInput } from '@mantine/core';
import type { DecisionLine, LineStatus } from '../../../../machines/approvals/decisionRules.ts';
import { formatDate } from '../../../shared/format.ts';
import type { ApprovalRow } from './flowStore.ts';
import { PhotoButton } from './PhotoButton.tsx';

interface Props {
  rows: readonly ApprovalRow[];
  lines: readonly DecisionLine[];
  /** The machine takes line decisions now (not while saving). */
  editable: boolean;
  onDecide: (index: number, status: LineStatus) => void;
  onRemark: (index: number, remark: string) => void;
}

/** The chosen lines, each with its decision (approve or reject) and remark (spec 002 §2, §4). */
export function DecisionLinesTable({ rows, lines, editable, onDecide, onRemark }: Props) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>APL Return Number</Trans></Table.Th>
            <Table.Th><Trans>Material</Trans></Table.Th>
            <Table.Th><Trans>Material Desc</Trans></Table.Th>
            <Table.Th><Trans>Batch</Trans></Table.Th>
            <Table.Th><Trans>Exp Date</Trans></Table.Th>
            <Table.Th><Trans>Qty</Trans></Table.Th>
            <Table.Th><Trans>Return Uom</Trans></Table.Th>
            <Table.Th><Trans>Photo</Trans></Table.Th>
            <Table.Th><Trans>Decision</Trans></Table.Th>
            <Table.Th><Trans>Remark</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.approvalDetailId} data-testid="decision-line">
              <Table.Td>{row.retNumber}</Table.Td>
              <Table.Td>{row.materialCode}</Table.Td>
              <Table.Td>{row.materialName}</Table.Td>
              <Table.Td>{row.batch}</Table.Td>
              <Table.Td>{formatDate(row.expiredDate)}</Table.Td>
              <Table.Td>{row.qty}</Table.Td>
              <Table.Td>{row.returnUom}</Table.Td>
              <Table.Td><PhotoButton attachmentId={row.attachmentId} /></Table.Td>
              <Table.Td>
                <Radio.Group name={`decision-${row.approvalDetailId}`} value={lines[index]?.status ?? null} onChange={(value) => onDecide(index, value as LineStatus)}>
                  <Group gap="sm" wrap="nowrap">
                    <Radio value="A" label={t`Approve`} disabled={!editable} />
                    <Radio value="R" label={t`Reject`} disabled={!editable} />
                  </Group>
                </Radio.Group>
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t`Remark`}
                  maxLength={255}
                  value={lines[index]?.remark ?? ''}
                  disabled={!editable}
                  onChange={(event) => onRemark(index, event.currentTarget.value)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
