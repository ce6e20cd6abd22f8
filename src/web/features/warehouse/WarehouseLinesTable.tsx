import { useLingui } from '@lingui/react/macro';
import { Checkbox, Table, Text, TextInput } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import type { WarehouseLine } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { itemRemarkMax } from '../../../../machines/warehouse/warehouseChecks.ts';
import type { Schemas } from '../../api/client.ts';
import { formatDate } from '../../../shared/format.ts';
import { QuantityField } from '../../ui/QuantityField.tsx';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { useCompactLines } from '../../ui/useCompactLines.ts';
import { LineSummary, PhotoButton } from '../approvals/index.ts';
import { unitsOf } from './warehouseLines.ts';

interface Props {
  items: readonly Schemas['ReturnItem'][];
  lines: readonly WarehouseLine[];
  /** What the flow takes on a line now (its `can`): counting it (quantity, unit), and rejecting or remarking it. */
  can: { count: (index: number) => boolean; decide: (index: number) => boolean };
  onQty: (index: number, qty: number | null) => void;
  onUom: (index: number, uom: string) => void;
  onReject: (index: number, rejected: boolean) => void;
  onRemark: (index: number, remark: string) => void;
}

/**
 * The warehouse detail's lines (spec 002 §2): actual qty (kept between 0 and the requested), unit,
 * reject and remark. On a tablet at the dock what the line is stacks in its first cell, so these
 * four fields sit beside it without scrolling sideways.
 */
export function WarehouseLinesTable({ items, lines, can, onQty, onUom, onReject, onRemark }: Props) {
  const { t } = useLingui();
  const compact = useCompactLines();
  const described = [t`Line`, t`Material`, t`Material Desc`, t`Batch`, t`Exp Date`, t`Requested Qty`, t`Return Uom`, t`Photo`];
  const headings = [...(compact ? [t`Line`] : described), t`Actual Qty`, t`UOM`, t`Reject`, t`Remark`];
  return (
    <LinesTable headings={headings} compact={compact}>
      {lines.map((line, index) => {
        const item = items.find((i) => i.returnDetailId === line.approvalDetailId)!;
        const photo = <PhotoButton attachmentId={item.attachmentId} />;
        return (
          <Table.Tr key={line.approvalDetailId} data-testid="warehouse-line">
            {compact ? (
              <Table.Td>
                <LineSummary line={item}>
                  <Text size="sm">
                    {t`Requested Qty`} {line.requestedQty} {line.returnUom}
                  </Text>
                  <div>{photo}</div>
                </LineSummary>
              </Table.Td>
            ) : (
              <>
                <Table.Td>{item.line}</Table.Td>
                <Table.Td>{item.materialCode}</Table.Td>
                <Table.Td>{item.materialName}</Table.Td>
                <Table.Td>{item.batch}</Table.Td>
                <Table.Td>{formatDate(item.expiredDate)}</Table.Td>
                <Table.Td>{line.requestedQty}</Table.Td>
                <Table.Td>{line.returnUom}</Table.Td>
                <Table.Td>{photo}</Table.Td>
              </>
            )}
            <Table.Td>
              <QuantityField
                aria-label={t`Actual Qty`}
                w={110}
                fractions={takesFractions(item.nonFraction)}
                max={line.requestedQty}
                clamp
                value={line.qty}
                disabled={!can.count(index)}
                onChange={(qty) => onQty(index, qty)}
              />
            </Table.Td>
            <Table.Td>
              <Select
                aria-label={t`UOM`}
                w={110}
                clearable
                clearButtonProps={{ 'aria-label': t`Clear UOM`, 'aria-hidden': false }}
                allowDeselect={false}
                data={unitsOf(line)}
                value={line.uom || null}
                disabled={!can.count(index)}
                onChange={(uom) => onUom(index, uom ?? '')}
              />
            </Table.Td>
            <Table.Td>
              <Checkbox
                aria-label={t`Reject`}
                checked={line.rejected}
                disabled={!can.decide(index)}
                onChange={(e) => onReject(index, e.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={t`Remark`}
                miw={140}
                maxLength={itemRemarkMax}
                value={line.remark}
                disabled={!can.decide(index)}
                onChange={(e) => onRemark(index, e.currentTarget.value)}
              />
            </Table.Td>
          </Table.Tr>
        );
      })}
    </LinesTable>
  );
}
