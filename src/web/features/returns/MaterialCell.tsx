import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/** A line's material in a table: its code, its name below, and what a screen adds under them (the material it replaced). */
export function MaterialCell({ line, children }: { line: { materialCode: string; materialName: string }; children?: ReactNode }) {
  return (
    <Table.Td>
      <Text size="sm">{line.materialCode}</Text>
      <Text size="xs" c="dimmed">
        {line.materialName}
      </Text>
      {children}
    </Table.Td>
  );
}
