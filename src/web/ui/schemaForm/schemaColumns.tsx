import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { displayValue } from './displayValue.ts';
import { translatedLabel } from './formLabels.ts';
import { displayOf, fieldsInOrder, isHidden, labelOf, type SchemaWithUi } from './formSchemas.ts';

/** A row of a forms/ resource's list. */
export type SchemaRow = Record<string, unknown>;

/** The fields a list's table shows: its ui schema's `ui:columns`, else every field not hidden. */
export function columnFieldsOf(row: SchemaWithUi): string[] {
  const chosen = row.ui['ui:columns'] as string[] | undefined;
  return chosen ?? fieldsInOrder(row).filter((field) => !isHidden(row.ui, field));
}

/** The table's columns, from the row schema and its ui schema: label, order and how values show. */
export function useSchemaColumns(row: SchemaWithUi): MRT_ColumnDef<SchemaRow>[] {
  const { i18n } = useLingui();
  return useMemo(
    () =>
      columnFieldsOf(row).map((field) => {
        const display = displayOf(row, field);
        return {
          id: field,
          header: translatedLabel(i18n, labelOf(row.ui, field)),
          accessorFn: (r: SchemaRow) => displayValue(i18n, display, r[field]),
          ...(display === 'number' || display === 'idr' ? { mantineTableBodyCellProps: { align: 'right' as const } } : {}),
        };
      }),
    [row, i18n],
  );
}
