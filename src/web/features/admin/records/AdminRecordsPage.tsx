import { useCallback, useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { addressOf, deleteFormRow, fetchFormPage, formListKey, formValueOf } from '../../../api/formResources.ts';
import { DataTable, type PageRequest } from '../../../ui/DataTable.tsx';
import { showConfirmDialog, showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { listAddress } from '../../../ui/listAddress.ts';
import { problemMessage } from '../../../i18n/problemMessage.ts';
import { SchemaForm } from '../../../ui/schemaForm/SchemaForm.tsx';
import { useSession } from '../../../session/session.tsx';
import { fieldsInOrder } from '../../../ui/schemaForm/formSchemas.ts';
import { fieldLabelsOf } from '../../../ui/schemaForm/formLabels.ts';
import { useSchemaColumns, type SchemaRow } from '../../../ui/schemaForm/schemaColumns.tsx';
import { useListSearch } from '../../../ui/useListSearch.ts';
import { adminFormsOf } from './adminForms.ts';
import { adminScreenOf } from './adminScreens.ts';
import { RecordDialog } from './RecordDialog.tsx';
import { RecordExtras } from './RecordExtras.tsx';
import { UserUpload } from './UserUpload.tsx';

/**
 * An administration list (spec 002 §2), built from its forms/admin schemas: the search form, a
 * server-paged, sortable table, and for records the product lets administrators change New, Edit
 * and Delete through the edit form; the logs open an entry read-only. The search is in the address.
 */
export function AdminRecordsPage({ resource }: { resource: string }) {
  const { t, i18n } = useLingui();
  const plants = useSession().user?.plants;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screen = adminScreenOf(resource);
  const forms = useMemo(() => adminFormsOf(resource), [resource]);
  const labels = useMemo(() => (forms.search ? fieldLabelsOf(i18n, forms.search) : {}), [forms, i18n]);
  const rules = useMemo(() => listAddress(forms.search ? fieldsInOrder(forms.search) : []), [forms]);
  const { address, query } = useListSearch(rules, useSearch({ from: resource === 'setting' ? '/app/setting' : '/app/administrator/$screen' }));
  const [value, setValue] = useState(() => (forms.search ? formValueOf(forms.search, query) : {}));
  useEffect(() => setValue(forms.search ? formValueOf(forms.search, query) : {}), [forms, query]);
  const [open, setOpen] = useState<{ row: SchemaRow | null } | null>(null);

  const listKey = useMemo(() => formListKey(screen.api, query), [screen.api, query]);
  const reload = () => queryClient.invalidateQueries({ queryKey: [`GET ${screen.api}`] });
  const show = (next: Record<string, unknown>) => void navigate({ to: screen.route, search: rules.validate(next) });
  const find = (searched: Record<string, unknown>) => {
    show({ ...addressOf(searched), size: address.size });
    void reload();
  };
  const fetchPage = useCallback((request: PageRequest) => fetchFormPage(screen.api, query, request, labels), [screen.api, query, labels]);

  const remove = useCallback(
    (row: SchemaRow) =>
      showConfirmDialog(t`Delete ${String(row[screen.nameField])}?`, async () => {
        const { data, error } = await deleteFormRow(screen.paths!.remove!, row[screen.idField] as string | number);
        if (error) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
        void reload();
        showMessageDialog(t`Success`, (data as { message?: string } | undefined)?.message ?? t`Data has been deleted!`);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [screen, t],
  );

  const dataColumns = useSchemaColumns(forms.row);
  const changeable = Boolean(forms.edit || forms.create);
  const columns = useMemo<MRT_ColumnDef<SchemaRow>[]>(
    () => [
      ...dataColumns,
      {
        id: 'rowActions',
        header: t`Action`,
        enableSorting: false,
        Cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap">
            {(forms.edit || !forms.create) && (
              <Button size="xs" variant="light" onClick={() => setOpen({ row: row.original })}>
                {forms.edit ? <Trans>Edit</Trans> : <Trans>Detail</Trans>}
              </Button>
            )}
            {screen.extras && <RecordExtras kind={screen.extras} row={row.original} onChanged={() => void reload()} />}
            {changeable && !screen.permanent && (
              <Button size="xs" variant="subtle" color="red" onClick={() => remove(row.original)}>
                <Trans>Delete</Trans>
              </Button>
            )}
          </Group>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataColumns, forms, remove, t, screen],
  );

  return (
    <Stack>
      {changeable && (
        <Group justify="flex-end">
          {screen.extras === 'users' && <UserUpload onUploaded={() => void reload()} />}
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen({ row: null })}>
            <Trans>New</Trans>
          </Button>
        </Group>
      )}
      {forms.search && (
        <Paper withBorder p="md">
          <SchemaForm form={forms.search} value={value} onChange={setValue} onSearch={find} plants={plants} />
        </Paper>
      )}
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        queryKey={listKey}
        page={{ pageNo: address.page ?? 1, pageSize: address.size ?? 10, onChange: ({ pageNo, pageSize }) => show({ ...query, page: pageNo, size: pageSize }) }}
        pinned={{ right: ['rowActions'] }}
        {...(forms.edit || !forms.create ? { onOpen: (row: SchemaRow) => setOpen({ row }) } : {})}
      />
      {open && (
        <RecordDialog
          screen={screen}
          forms={forms}
          row={open.row}
          onClose={(saved) => {
            setOpen(null);
            if (saved) void reload();
          }}
        />
      )}
    </Stack>
  );
}
