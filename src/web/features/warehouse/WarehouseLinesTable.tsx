import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Select, Table, TextInput } from '@mantine/core';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import type { WarehouseLine } from '../../../../machines/warehouse/chiefWarehouseFlow.ts';
import { itemRemarkMax } from '../../../../machines/warehouse/warehouseChecks.ts';
import type { Schemas } from '../../api/client.ts';
import { formatDate } from '../../../shared/format.ts';
import { QuantityField } from '../../ui/QuantityField.tsx';
import { PhotoButton } from '../approvals/index.ts';

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

/** The units a line may be counted in: its return unit, its base unit and the material's alternatives. */
const unitsOf = (line: WarehouseLine) => [...new Set([line.returnUom, line.baseUom, ...line.altUoms.map((u) => u.uom)])];

/** The warehouse detail's lines (spec 002 §2): actual qty (kept between 0 and the requested), unit, reject and remark. */
export function WarehouseLinesTable({ items, lines, can, onQty, onUom, onReject, onRemark }: Props) {
  const { t } = useLingui();
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Line</Trans></Table.Th>
            <Table.Th><Trans>Material</Trans></Table.Th>
            <Table.Th><Trans>Material Desc</Trans></Table.Th>
            <Table.Th><Trans>Batch</Trans></Table.Th>
            <Table.Th><Trans>Exp Date</Trans></Table.Th>
            <Table.Th><Trans>Requested Qty</Trans></Table.Th>
            <Table.Th><Trans>Return Uom</Trans></Table.Th>
            <Table.Th><Trans>Photo</Trans></Table.Th>
            <Table.Th><Trans>Actual Qty</Trans></Table.Th>
            <Table.Th><Trans>UOM</Trans></Table.Th>
            <Table.Th><Trans>Reject</Trans></Table.Th>
            <Table.Th><Trans>Remark</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => {
            const item = items.find((i) => i.returnDetailId === line.approvalDetailId)!;
            return (
              <Table.Tr key={line.approvalDetailId} data-testid="warehouse-line">
                <Table.Td>{item.line}</Table.Td>
                <Table.Td>{item.materialCode}</Table.Td>
                <Table.Td>{item.materialName}</Table.Td>
                <Table.Td>{item.batch}</Table.Td>
                <Table.Td>{formatDate(item.expiredDate)}</Table.Td>
                <Table.Td>{line.requestedQty}</Table.Td>
                <Table.Td>{line.returnUom}</Table.Td>
                <Table.Td><PhotoButton attachmentId={item.attachmentId} /></Table.Td>
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
                  <Checkbox aria-label={t`Reject`} checked={line.rejected} disabled={!can.decide(index)} onChange={(e) => onReject(index, e.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={t`Remark`} maxLength={itemRemarkMax} value={line.remark} disabled={!can.decide(index)} onChange={(e) => onRemark(index, e.currentTarget.value)} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
