import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { LineRoute, RouteSummary, routeWhenSaved, type RoutedLine, type RouteInput } from '../ReturnRoute.tsx';

interface Props<L extends RoutedLine & { key: string }> {
  lines: L[];
  /** What the return's route is computed from (its type, its reason, the routing policy). */
  route: RouteInput;
  minWidth: number;
  /** The columns' headings, in order; an empty one heads a line's actions. */
  columns: string[];
  /** Each line's row's test id. */
  rowTestId: string;
  /** A line's cells, given the cell of its route to place among them. */
  cells: (line: L, routeCell: ReactNode) => ReactNode;
}

/** An edit step's lines: the route they get when saved, then a row each (spec 001 §2.3–§2.8). */
export function EditLinesTable<L extends RoutedLine & { key: string }>({ lines, route, minWidth, columns, rowTestId, cells }: Props<L>) {
  const steps = routeWhenSaved(route, lines);
  return (
    <>
      <RouteSummary steps={steps} />
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {columns.map((heading, i) => (
                <Table.Th key={i}>{heading || null}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key} data-testid={rowTestId}>
                {cells(
                  l,
                  <Table.Td>
                    <LineRoute steps={steps} line={l} />
                  </Table.Td>,
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
