import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatDate, formatIdr } from '../../../shared/format.ts';
import { CrpBadge } from '../returns/CrpBadge.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RequestedQtyCell } from './RequestedQtyCell.tsx';

/** The lines of a return on an approval detail page, read-only but for the requested quantity's cell. */
export function DetailLinesTable({ items, mayChangeQty }: { items: Schemas['ReturnItem'][]; mayChangeQty: boolean }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th><Trans>Line</Trans></Table.Th>
            <Table.Th><Trans>Material</Trans></Table.Th>
            <Table.Th><Trans>Material Desc</Trans></Table.Th>
            <Table.Th><Trans>Batch</Trans></Table.Th>
            <Table.Th><Trans>Exp Date</Trans></Table.Th>
            <Table.Th><Trans>Qty</Trans></Table.Th>
            <Table.Th><Trans>Return Uom</Trans></Table.Th>
            <Table.Th><Trans>Net Price</Trans></Table.Th>
            <Table.Th><Trans>CRP</Trans></Table.Th>
            <Table.Th><Trans>Client</Trans></Table.Th>
            <Table.Th><Trans>Remark</Trans></Table.Th>
            <Table.Th><Trans>Photo</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
              <Table.Td>{item.line}</Table.Td>
              <Table.Td>{item.materialCode}</Table.Td>
              <Table.Td>{item.materialName}</Table.Td>
              <Table.Td>{item.batch}</Table.Td>
              <Table.Td>{formatDate(item.expiredDate)}</Table.Td>
              <Table.Td><RequestedQtyCell item={item} mayChange={mayChangeQty} /></Table.Td>
              <Table.Td>{item.returnUom}</Table.Td>
              <Table.Td>{formatIdr(item.netPrice)}</Table.Td>
              <Table.Td><CrpBadge flag={item.crprgp} /></Table.Td>
              <Table.Td>{[item.clientCode, item.clientName].filter(Boolean).join(' - ')}</Table.Td>
              <Table.Td>{item.remark ?? ''}</Table.Td>
              <Table.Td><PhotoButton attachmentId={item.attachmentId} /></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
