import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Table, TextInput } from '@mantine/core';
import type { DecisionLine, LineStatus } from '../../../../machines/approvals/decisionRules.ts';
import type { RoutingPolicy } from '../../../../machines/returns/route.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { LineRoute } from '../returns/index.ts';
import type { ApprovalRow } from './flowMemory.ts';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';

interface Props {
  rows: readonly ApprovalRow[];
  lines: readonly DecisionLine[];
  /** The machine takes line decisions now (not while saving). */
  editable: boolean;
  onDecide: (index: number, status: LineStatus) => void;
  onRemark: (index: number, remark: string) => void;
  /** The routing policy: each line shows the steps it passes. */
  policy: RoutingPolicy | null;
}

/** The chosen lines, each with its decision (approve or reject) and remark (spec 002 §2, §4). */
export function DecisionLinesTable({ rows, lines, editable, onDecide, onRemark, policy }: Props) {
  const { t } = useLingui();
  const headings = [t`APL Return Number`, ...useMaterialHeadings(), t`Qty`, t`Return Uom`, t`Route`, t`Photo`, t`Decision`, t`Remark`];
  return (
    <LinesTable headings={headings}>
      {rows.map((row, index) => (
        <Table.Tr key={row.approvalDetailId} data-testid="decision-line">
          <Table.Td>{row.retNumber}</Table.Td>
          <MaterialCells line={row} />
          <Table.Td>{row.qty}</Table.Td>
          <Table.Td>{row.returnUom}</Table.Td>
          <Table.Td>
            <LineRoute policy={policy} returnType={row.returnType} reasonCode={row.reasonCode} line={row} />
          </Table.Td>
          <Table.Td>
            <PhotoButton attachmentId={row.attachmentId} />
          </Table.Td>
          <Table.Td>
            <Radio.Group name={`decision-${row.approvalDetailId}`} value={lines[index]?.status ?? null} onChange={(value) => onDecide(index, value as LineStatus)}>
              <Group gap="sm" wrap="nowrap">
                <Radio value="A" label={t`Approve`} disabled={!editable} />
                <Radio value="R" label={t`Reject`} disabled={!editable} />
              </Group>
            </Radio.Group>
          </Table.Td>
          <Table.Td>
            <TextInput aria-label={t`Remark`} maxLength={255} value={lines[index]?.remark ?? ''} disabled={!editable} onChange={(event) => onRemark(index, event.currentTarget.value)} />
          </Table.Td>
        </Table.Tr>
      ))}
    </LinesTable>
  );
}
