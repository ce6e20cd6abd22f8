import { useId } from 'react';
import { Group, Text } from '@mantine/core';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { Select } from './pickers.tsx';

/**
 * The table's "Rows per page" picker, in place of mantine-react-table's: theirs is Mantine's own
 * Select, its options laid out as the rows arrive (ui/pickers.tsx; on Report Header a task of
 * 190-250 ms with the CPU four times slower), and its label's id is the same in every table.
 */
export function RowsPerPage<T extends MRT_RowData>({ table, sizes }: { table: MRT_TableInstance<T>; sizes: readonly number[] }) {
  const labelId = useId();
  const { pageSize } = table.getState().pagination;
  return (
    <Group gap="xs" wrap="nowrap" ml="auto" mr="lg" style={{ flexShrink: 0 }}>
      <Text id={labelId} style={{ whiteSpace: 'nowrap' }}>
        {table.options.localization.rowsPerPage}
      </Text>
      <Select
        aria-labelledby={labelId}
        data={sizes.map(String)}
        value={String(pageSize)}
        allowDeselect={false}
        onChange={(size) => size && table.setPageSize(Number(size))}
        w="5rem"
      />
    </Group>
  );
}
