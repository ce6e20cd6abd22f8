import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { pageOf } from '../../api/pageOf.ts';
import { maxLengthOf } from '../../api/queryLimits.ts';

export type FoundUser = Schemas['FoundUser'];

interface Props {
  title: string;
  opened: boolean;
  onClose: () => void;
  onChoose: (user: FoundUser) => void;
}

/** Finds a user by name and role (GET /username) and hands the chosen one back. */
export function UserSearchModal({ title, opened, onClose, onChoose }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState({ userName: '', role: '' });
  const [query, setQuery] = useState(search);
  const find = () => setQuery({ userName: search.userName.trim(), role: search.role.trim().toUpperCase() });
  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      const filled = Object.fromEntries(Object.entries(query).filter(([, v]) => v));
      return pageOf(await api.GET('/username', { params: { query: { ...filled, pageNo, pageSize } } }));
    },
    [query],
  );
  const columns = useMemo<MRT_ColumnDef<FoundUser>[]>(
    () => [
      {
        id: 'choose',
        header: '',
        size: 90,
        Cell: ({ row }) => (
          <Button size="compact-xs" onClick={() => onChoose(row.original)}>
            <Trans>Choose</Trans>
          </Button>
        ),
      },
      { accessorKey: 'userName', header: t`Username` },
      { accessorKey: 'fullName', header: t`Full Name` },
      { id: 'roles', header: t`Roles`, accessorFn: (u) => u.roles.join(', ') },
      { id: 'plants', header: t`Plants`, accessorFn: (u) => u.plants.join(', ') },
    ],
    [t, onChoose],
  );
  const onEnter = (event: React.KeyboardEvent) => event.key === 'Enter' && find();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      <Stack>
        <SimpleGrid cols={2}>
          <TextInput
            label={t`Username`}
            maxLength={maxLengthOf('GET /username', 'userName')}
            value={search.userName}
            onChange={(e) => setSearch({ ...search, userName: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
          <TextInput
            label={t`Role`}
            maxLength={maxLengthOf('GET /username', 'role')}
            value={search.role}
            onChange={(e) => setSearch({ ...search, role: e.currentTarget.value })}
            onKeyDown={onEnter}
          />
        </SimpleGrid>
        <SearchRow onSearch={find} />
        {opened && <DataTable columns={columns} fetchPage={fetchPage} query={query} enableSorting={false} getRowId={(u) => String(u.userId)} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
