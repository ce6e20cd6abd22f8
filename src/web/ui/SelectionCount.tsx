import { Button, Group, Text } from '@mantine/core';
import { getMRT_SelectAllHandler, type MRT_RowData, type MRT_TableInstance } from 'mantine-react-table';

/**
 * How many rows are chosen (across pages) and Clear selection, in the table's own words, on the
 * row of the pages. mantine-react-table's banner says the same, but beside the product's rows per
 * page (ui/RowsPerPage.tsx) it takes a line of its own, opened and shut with an animation, and
 * with it opening a chosen return from the FSS list (Next) took 184 -> 248 ms (INP, CPU four
 * times slower).
 */
export function SelectionCount<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const { localization, rowCount } = table.options;
  const chosen = Object.values(table.getState().rowSelection).filter(Boolean).length;
  return (
    <Group gap="sm" role="status">
      {chosen > 0 && (
        <>
          <Text size="sm">
            {localization.selectedCountOfRowCountRowsSelected?.replace('{selectedCount}', String(chosen)).replace('{rowCount}', String(rowCount ?? 0))}
          </Text>
          <Button size="compact-xs" variant="subtle" onClick={(event) => getMRT_SelectAllHandler({ table })(event, false, true)}>
            {localization.clearSelection}
          </Button>
        </>
      )}
    </Group>
  );
}
