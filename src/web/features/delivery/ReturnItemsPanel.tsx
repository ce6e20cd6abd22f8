import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatDate } from '../../../shared/format.ts';
import { PhotoButton } from '../approvals/index.ts';

/** A return's lines under its expanded row on the Chief Delivery and Chief Warehouse lists (spec 002 §2). */
export function ReturnItemsPanel({ items }: { items: readonly Schemas['DeliveryItem'][] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder striped data-testid="return-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Material</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Material Desc</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Rayon Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Batch</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Uom</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Return Uom</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Qty</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>NRA</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Client Code</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Exp Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Photo</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>FSS / ASM / BM</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.approvalDetailId} data-testid="return-item">
              <Table.Td>{item.materialCode}</Table.Td>
              <Table.Td>{item.materialName}</Table.Td>
              <Table.Td>{item.rayonType ?? ''}</Table.Td>
              <Table.Td>{item.batch}</Table.Td>
              <Table.Td>{item.uom}</Table.Td>
              <Table.Td>{item.returnUom}</Table.Td>
              <Table.Td>{item.qty}</Table.Td>
              <Table.Td>{item.nra}</Table.Td>
              <Table.Td>{item.clientCode}</Table.Td>
              <Table.Td>{formatDate(item.expiredDate)}</Table.Td>
              <Table.Td>
                <PhotoButton attachmentId={item.attachmentId} />
              </Table.Td>
              <Table.Td>{item.salesmanName ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
