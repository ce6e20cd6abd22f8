import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRejectColumns } from './rejectColumns.tsx';
import type { RejectedLine } from './rejectMemory.ts';

interface Props {
  lines: readonly RejectedLine[];
  /** A last column (the reject quantity), with its header. */
  extra?: { header: string; cell: (line: RejectedLine, index: number) => ReactNode };
}

/** The lines chosen on the Reject Return list, with the list's columns. */
export function ChosenLinesTable({ lines, extra }: Props) {
  const columns = useRejectColumns();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.id ?? String(c.accessorKey)}>{String(c.header)}</Table.Th>
            ))}
            {extra && <Table.Th>{extra.header}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.returnDetailId}>
              {columns.map((c) => (
                <Table.Td key={c.id ?? String(c.accessorKey)}>
                  {String(c.accessorFn ? c.accessorFn(line) : (line[c.accessorKey as keyof RejectedLine] ?? ''))}
                </Table.Td>
              ))}
              {extra && <Table.Td>{extra.cell(line, index)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
