import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A table of a return's lines on a form: its headings, then the rows given, scrolling sideways when narrow. */
export function LinesTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
