import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatIdr } from '../../../shared/format.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { useCompactLines } from '../../ui/useCompactLines.ts';
import { CrpBadge, lifecycleOf } from '../returns/index.ts';
import { LineSummary } from './LineSummary.tsx';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RequestedQtyCell } from './RequestedQtyCell.tsx';

interface Props {
  items: Schemas['ReturnItem'][];
  /** When the user may change requested quantities here: the return they belong to, and what follows a change. */
  qtyChange?: { document: Schemas['ReturnDocument']; onChanged: () => void };
}

/**
 * The lines of a return on a detail page, read-only but for the requested quantity's change where
 * offered. On a tablet each line's material, price, client and photo stack in its first cell.
 */
export function DetailLinesTable({ items, qtyChange }: Props) {
  const change = qtyChange && { lifecycle: lifecycleOf(qtyChange.document), version: qtyChange.document.version, onChanged: qtyChange.onChanged };
  const { t } = useLingui();
  const compact = useCompactLines();
  const materialHeadings = useMaterialHeadings();
  const headings = compact
    ? [t`Line`, t`Qty`, t`Return Uom`, t`CRP`, t`Remark`]
    : [t`Line`, ...materialHeadings, t`Qty`, t`Return Uom`, t`Net Price`, t`CRP`, t`Client`, t`Remark`, t`Photo`];
  return (
    <LinesTable headings={headings} compact={compact}>
      {items.map((item) => {
        const client = [item.clientCode, item.clientName].filter(Boolean).join(' - ');
        const photo = <PhotoButton attachmentId={item.attachmentId} />;
        const crp = (
          <Table.Td>
            <CrpBadge flag={item.crprgp} nra={item.nra === 'Y'} />
          </Table.Td>
        );
        const remark = <Table.Td>{item.remark ?? ''}</Table.Td>;
        const qty = (
          <Table.Td>
            <RequestedQtyCell item={item} change={change} />
          </Table.Td>
        );
        return compact ? (
          <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
            <Table.Td>
              <LineSummary line={item}>
                <Text size="sm">
                  {t`Net Price`} {formatIdr(item.netPrice)}
                </Text>
                {client && <Text size="sm">{client}</Text>}
                <div>{photo}</div>
              </LineSummary>
            </Table.Td>
            {qty}
            <Table.Td>{item.returnUom}</Table.Td>
            {crp}
            {remark}
          </Table.Tr>
        ) : (
          <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
            <Table.Td>{item.line}</Table.Td>
            <MaterialCells line={item} />
            {qty}
            <Table.Td>{item.returnUom}</Table.Td>
            <Table.Td>{formatIdr(item.netPrice)}</Table.Td>
            {crp}
            <Table.Td>{client}</Table.Td>
            {remark}
            <Table.Td>{photo}</Table.Td>
          </Table.Tr>
        );
      })}
    </LinesTable>
  );
}
