import { Table } from '@mantine/core';

/** The header row of a small Mantine table (the lists of the product use DataTable). */
export function TableHead({ titles }: { titles: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {titles.map((title) => (
          <Table.Th key={title}>{title}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
