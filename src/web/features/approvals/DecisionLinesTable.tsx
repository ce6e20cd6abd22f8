import { useLingui } from '@lingui/react/macro';
import { Radio, Stack, Table, Text } from '@mantine/core';
import type { DecisionLine, LineStatus } from '../../../../machines/approvals/decisionRules.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { useCompactLines } from '../../ui/useCompactLines.ts';
import { LineRoute } from '../returns/index.ts';
import type { ApprovalRow } from './flowMemory.ts';
import { LineSummary } from './LineSummary.tsx';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RemarkInput } from '../../ui/RemarkInput.tsx';

interface Props {
  rows: readonly ApprovalRow[];
  lines: readonly DecisionLine[];
  /** The machine takes line decisions now (not while saving). */
  editable: boolean;
  onDecide: (index: number, status: LineStatus) => void;
  onRemark: (index: number, remark: string) => void;
}

/**
 * The chosen lines, each with its decision (approve or reject) and remark (spec 002 §2, §4). On a
 * tablet the line's return, material, quantity, route and photo stack in its first cell.
 */
export function DecisionLinesTable({ rows, lines, editable, onDecide, onRemark }: Props) {
  const { t } = useLingui();
  const compact = useCompactLines();
  const materialHeadings = useMaterialHeadings();
  const headings = compact
    ? [t`Line`, t`Decision`, t`Remark`]
    : [t`APL Return Number`, ...materialHeadings, t`Qty`, t`Route`, t`Photo`, t`Decision`, t`Remark`];
  return (
    <LinesTable headings={headings} compact={compact}>
      {rows.map((row, index) => {
        const route = <LineRoute steps={row.route} line={row} />;
        const photo = <PhotoButton attachmentId={row.attachmentId} />;
        return (
          <Table.Tr key={row.approvalDetailId} data-testid="decision-line">
            {compact ? (
              <Table.Td>
                <LineSummary line={row}>
                  <Text size="sm">
                    {row.retNumber} · {t`Qty`} {row.qty} {row.returnUom}
                  </Text>
                  {route}
                  <div>{photo}</div>
                </LineSummary>
              </Table.Td>
            ) : (
              <>
                <Table.Td>{row.retNumber}</Table.Td>
                <MaterialCells line={row} />
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{`${row.qty} ${row.returnUom}`}</Table.Td>
                <Table.Td>{route}</Table.Td>
                <Table.Td>{photo}</Table.Td>
              </>
            )}
            {/* Never one character a line: Japanese 承認 and 却下 may break anywhere (issue 55 item 12). */}
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <Radio.Group
                name={`decision-${row.approvalDetailId}`}
                value={lines[index]?.status ?? null}
                onChange={(value) => onDecide(index, value as LineStatus)}
              >
                {/* One over the other: the remark beside them stays in view on a 1440 px screen (issue 30 item 15). */}
                <Stack gap="xs">
                  <Radio value="A" label={t`Approve`} disabled={!editable} />
                  <Radio value="R" label={t`Reject`} disabled={!editable} />
                </Stack>
              </Radio.Group>
            </Table.Td>
            <Table.Td>
              <RemarkInput
                aria-label={t`Remark`}
                miw={140}
                value={lines[index]?.remark ?? ''}
                disabled={!editable}
                onChange={(event) => onRemark(index, event.currentTarget.value)}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </LinesTable>
  );
}
