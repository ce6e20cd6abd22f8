import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { formatDate } from '../../../shared/format.ts';
import { TwoLineCell } from '../../ui/TwoLineCell.tsx';

interface Line {
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
}

/** The headings of the material cells. */
export function useMaterialHeadings(): string[] {
  const { t } = useLingui();
  return [t`Material`, t`Batch / Exp Date`];
}

/** A line's material over its description, and its batch over its expiry date: two cells of a row. */
export function MaterialCells({ line }: { line: Line }) {
  return (
    <>
      <Table.Td miw={180}>
        <TwoLineCell first={line.materialCode} second={line.materialName} />
      </Table.Td>
      <Table.Td>
        <TwoLineCell first={line.batch} second={formatDate(line.expiredDate)} />
      </Table.Td>
    </>
  );
}
