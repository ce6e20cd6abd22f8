import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatIdr } from '../../../shared/format.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { CrpBadge, lifecycleOf } from '../returns/index.ts';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RequestedQtyCell } from './RequestedQtyCell.tsx';

interface Props {
  items: Schemas['ReturnItem'][];
  /** When the user may change requested quantities here: the return they belong to, and what follows a change. */
  qtyChange?: { document: Schemas['ReturnDocument']; onChanged: () => void };
}

/** The lines of a return on a detail page, read-only but for the requested quantity's change where offered. */
export function DetailLinesTable({ items, qtyChange }: Props) {
  const change = qtyChange && { lifecycle: lifecycleOf(qtyChange.document), version: qtyChange.document.version, onChanged: qtyChange.onChanged };
  const { t } = useLingui();
  const headings = [t`Line`, ...useMaterialHeadings(), t`Qty`, t`Return Uom`, t`Net Price`, t`CRP`, t`Client`, t`Remark`, t`Photo`];
  return (
    <LinesTable headings={headings}>
      {items.map((item) => (
        <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
          <Table.Td>{item.line}</Table.Td>
          <MaterialCells line={item} />
          <Table.Td>
            <RequestedQtyCell item={item} change={change} />
          </Table.Td>
          <Table.Td>{item.returnUom}</Table.Td>
          <Table.Td>{formatIdr(item.netPrice)}</Table.Td>
          <Table.Td>
            <CrpBadge flag={item.crprgp} nra={item.nra === 'Y'} />
          </Table.Td>
          <Table.Td>{[item.clientCode, item.clientName].filter(Boolean).join(' - ')}</Table.Td>
          <Table.Td>{item.remark ?? ''}</Table.Td>
          <Table.Td>
            <PhotoButton attachmentId={item.attachmentId} />
          </Table.Td>
        </Table.Tr>
      ))}
    </LinesTable>
  );
}
