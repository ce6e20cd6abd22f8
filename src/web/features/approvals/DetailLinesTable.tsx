import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatIdr } from '../../../shared/format.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { CrpBadge } from '../returns/CrpBadge.tsx';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RequestedQtyCell } from './RequestedQtyCell.tsx';

/** The lines of a return on an approval detail page, read-only but for the requested quantity's cell. */
export function DetailLinesTable({ items, mayChangeQty }: { items: Schemas['ReturnItem'][]; mayChangeQty: boolean }) {
  const { t } = useLingui();
  const headings = [t`Line`, ...useMaterialHeadings(), t`Qty`, t`Return Uom`, t`Net Price`, t`CRP`, t`Client`, t`Remark`, t`Photo`];
  return (
    <LinesTable headings={headings}>
      {items.map((item) => (
        <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
          <Table.Td>{item.line}</Table.Td>
          <MaterialCells line={item} />
          <Table.Td>
            <RequestedQtyCell item={item} mayChange={mayChangeQty} />
          </Table.Td>
          <Table.Td>{item.returnUom}</Table.Td>
          <Table.Td>{formatIdr(item.netPrice)}</Table.Td>
          <Table.Td>
            <CrpBadge flag={item.crprgp} />
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
