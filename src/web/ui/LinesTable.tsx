import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/**
 * A table of a return's lines on a form: its headings, then the rows given, scrolling sideways when
 * narrow; a compact table (ui/useCompactLines.ts) has few enough columns to fit as it is.
 */
export function LinesTable({ headings, compact = false, children }: { headings: string[]; compact?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 1000}>
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
