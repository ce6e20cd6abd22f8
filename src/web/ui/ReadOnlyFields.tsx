import { SimpleGrid, TextInput } from '@mantine/core';

/** A read-only form: each label with its value as a filled input, in a grid of up to `columns` columns. */
export function ReadOnlyFields({ fields, columns = 3 }: { fields: readonly (readonly [label: string, value: string | null | undefined])[]; columns?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(2, columns), lg: columns }}>
      {fields.map(([label, value]) => (
        <TextInput key={label} label={label} value={value ?? ''} readOnly variant="filled" />
      ))}
    </SimpleGrid>
  );
}
