import { useCallback, useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { listAddress } from '../../../ui/listAddress.ts';
import { SchemaForm } from '../../../ui/schemaForm/SchemaForm.tsx';
import { useSession } from '../../../session/session.tsx';
import { fieldsInOrder } from '../../../ui/schemaForm/formSchemas.ts';
import { fieldLabelsOf } from '../../../ui/schemaForm/formLabels.ts';
import { useListSearch } from '../../../ui/useListSearch.ts';
import { SynchButton } from '../synch/SynchButton.tsx';
import { useSchemaColumns, type SchemaRow } from '../../../ui/schemaForm/schemaColumns.tsx';
import { lookupFormsOf } from './lookupForms.ts';
import { addressOf, fetchFormPage, formListKey, formValueOf } from '../../../api/formResources.ts';
import { lookupParamOf, lookupScreenOf } from './lookupScreens.ts';

/**
 * A master-data lookup (spec 000 §2.4), built from its forms/ schemas: the search form above a
 * server-paged, sortable table of the rows. The search and page live in the address.
 */
export function LookupPage({ form }: { form: string }) {
  const { t, i18n } = useLingui();
  const plants = useSession().user?.plants;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screen = lookupScreenOf(form);
  const forms = useMemo(() => lookupFormsOf(form), [form]);
  const labels = useMemo(() => fieldLabelsOf(i18n, forms.search), [forms, i18n]);
  const rules = useMemo(() => listAddress(fieldsInOrder(forms.search)), [forms]);
  const { address, query } = useListSearch(rules, useSearch({ from: '/app/master/$lookup' }));
  const [value, setValue] = useState(() => formValueOf(forms.search, query));
  // Back and Forward change the address under the screen: the form shows its search.
  useEffect(() => setValue(formValueOf(forms.search, query)), [forms, query]);

  const listKey = useMemo(() => formListKey(screen.api, query), [screen.api, query]);
  const openDetail = useCallback(
    (row: SchemaRow) =>
      void navigate({ to: '/master/$lookup/detail-data', params: { lookup: lookupParamOf(screen) }, search: { id: Number(row[screen.detail!.idField]) } }),
    [navigate, screen],
  );
  const show = (next: Record<string, unknown>) => void navigate({ to: screen.route, search: rules.validate(next) });
  /** A search asks the server again, even for the same fields. */
  const find = (searched: Record<string, unknown>) => {
    show({ ...addressOf(searched), size: address.size });
    void queryClient.invalidateQueries({ queryKey: formListKey(screen.api, addressOf(searched)) });
  };
  const fetchPage = useCallback((request: PageRequest) => fetchFormPage(screen.api, query, request, labels), [screen.api, query, labels]);

  const dataColumns = useSchemaColumns(forms.row);
  const { detail } = screen;
  const columns = useMemo<MRT_ColumnDef<SchemaRow>[]>(
    () =>
      detail
        ? [
            ...dataColumns,
            {
              id: 'rowActions',
              header: t`Action`,
              enableSorting: false,
              Cell: ({ row }) => (
                <Button size="xs" variant="light" onClick={() => openDetail(row.original)}>
                  <Trans>Detail</Trans>
                </Button>
              ),
            },
          ]
        : dataColumns,
    [dataColumns, detail, openDetail, t],
  );

  return (
    <Stack>
      {screen.synch && (
        <Group justify="flex-end">
          <SynchButton kind={screen.synch} />
        </Group>
      )}
      <Paper withBorder p="md">
        <SchemaForm form={forms.search} value={value} onChange={setValue} onSearch={find} plants={plants} />
      </Paper>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={listKey}
        page={{ ...rules.pageOf(address), onChange: ({ pageNo, pageSize }) => show({ ...query, page: pageNo, size: pageSize }) }}
        pinned={detail ? { right: ['rowActions'] } : undefined}
        {...(detail ? { onOpen: (row: SchemaRow) => openDetail(row) } : {})}
      />
    </Stack>
  );
}
