import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { formatDate } from '../../../shared/format.ts';

interface Line {
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
}

/** The headings of the material cells. */
export function useMaterialHeadings(): string[] {
  const { t } = useLingui();
  return [t`Material`, t`Material Desc`, t`Batch`, t`Exp Date`];
}

/** A line's material, description, batch and expiry date, as cells of a row. */
export function MaterialCells({ line }: { line: Line }) {
  return (
    <>
      <Table.Td>{line.materialCode}</Table.Td>
      <Table.Td>{line.materialName}</Table.Td>
      <Table.Td>{line.batch}</Table.Td>
      <Table.Td>{formatDate(line.expiredDate)}</Table.Td>
    </>
  );
}
