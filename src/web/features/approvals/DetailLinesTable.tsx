import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatIdr } from '../../../shared/format.ts';
import { LinesTable } from '../../ui/LinesTable.tsx';
import { CrpBadge } from '../returns/CrpBadge.tsx';
import { MaterialCells, useMaterialHeadings } from './MaterialCells.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { lifecycleOf } from '../returns/lifecycleOf.ts';
import { RequestedQtyCell } from './RequestedQtyCell.tsx';

interface Props {
  document: Schemas['ReturnDocument'];
  mayChangeQty: boolean;
  /** After a quantity was changed: the document is read again. */
  onChanged: () => void;
}

/** The lines of a return on an approval detail page, read-only but for the requested quantity's cell. */
export function DetailLinesTable({ document, mayChangeQty, onChanged }: Props) {
  const { items, version } = document;
  const lifecycle = lifecycleOf(document);
  const { t } = useLingui();
  const headings = [t`Line`, ...useMaterialHeadings(), t`Qty`, t`Return Uom`, t`Net Price`, t`CRP`, t`Client`, t`Remark`, t`Photo`];
  return (
    <LinesTable headings={headings}>
      {items.map((item) => (
        <Table.Tr key={item.returnDetailId} data-testid="detail-data-line">
          <Table.Td>{item.line}</Table.Td>
          <MaterialCells line={item} />
          <Table.Td>
            <RequestedQtyCell item={item} mayChange={mayChangeQty} lifecycle={lifecycle} version={version} onChanged={onChanged} />
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
