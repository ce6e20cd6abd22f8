import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { MRT_ColumnDef, MRT_RowSelectionState } from 'mantine-react-table';
import { approvalChangeFlow, type ApprovalChangeEvent } from '../../../../machines/approvals/approvalChangeFlow.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { actorOptions } from '../../actorOptions.ts';
import { api, type Schemas } from '../../api/client.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { SearchRow } from '../../ui/SearchRow.tsx';
import { changeMessageLabels } from './changeMessageLabels.ts';
import { UserSearchModal, type FoundUser } from './UserSearchModal.tsx';
import { pageOf } from '../../api/pageOf.ts';
import { maxLengthOf } from '../../api/queryLimits.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

type PendingReturn = Schemas['PendingReturn'];

/** /report-return/approval-changes: move a user's pending returns to another user (spec 002 §2). */
export function ApprovalChangesPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [snapshot, send, actor] = useMachine(approvalChangeFlow, actorOptions());
  const { usernameOld, usernameNew, retNumbers } = snapshot.context;
  const [oldUser, setOldUser] = useState<FoundUser | null>(null);
  const [picking, setPicking] = useState<'old' | 'new' | null>(null);
  const [retNumber, setRetNumber] = useState('');
  // The list's query; null until the old user's returns are searched.
  const [query, setQuery] = useState<{ usernameOld: string; retNumber: string; round: number } | null>(null);
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});

  /** Sends what the user did; a refusal of the rules is said in the user's language. */
  const act = (event: ApprovalChangeEvent) => {
    send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) showErrorDialog(i18n._(changeMessageLabels[problem]));
    return !problem;
  };
  const choose = (user: FoundUser) => {
    if (picking === 'old') {
      setOldUser(user);
      act({ type: 'oldUser.choose', userName: user.userName });
      setSelection({});
      setQuery({ usernameOld: user.userName, retNumber: '', round: 0 });
    } else act({ type: 'newUser.choose', userName: user.userName });
    setPicking(null);
  };
  const search = () => {
    if (!act({ type: 'returns.search' })) return;
    setSelection({});
    send({ type: 'returns.select', retNumbers: [] });
    setQuery({ usernameOld: usernameOld!, retNumber: withoutSpaces(retNumber), round: (query?.round ?? 0) + 1 });
  };
  const select = (state: MRT_RowSelectionState) => {
    setSelection(state);
    send({ type: 'returns.select', retNumbers: Object.keys(state).filter((key) => state[key]) });
  };

  const fetchPage = useCallback(
    async ({ pageNo, pageSize }: PageRequest) => {
      if (!query) return { data: [], totalRecord: 0 };
      return pageOf(
        await api.GET('/return/changes', {
          params: { query: { usernameOld: query.usernameOld, ...(query.retNumber ? { retNumber: query.retNumber } : {}), pageNo, pageSize } },
        }),
      );
    },
    [query],
  );
  const columns = useMemo<MRT_ColumnDef<PendingReturn>[]>(
    () => [
      { accessorKey: 'retNumber', header: t`APL Return Number` },
      { id: 'createdDate', header: t`Created Date`, accessorFn: (r) => formatDateTime(r.createdDate) },
      { accessorKey: 'stepCode', header: t`Pending Process` },
      { accessorKey: 'plantCode', header: t`Plant` },
    ],
    [t],
  );

  const save = async () => {
    if (!act({ type: 'change.save' })) return;
    try {
      const { data, error } = await api.POST('/return/changes', { body: { usernameOld, usernameNew, retNumbers: [...retNumbers] } });
      if (data?.status !== 200) {
        send({ type: 'save.refused' });
        return showErrorDialog(data?.message ?? problemMessage(error, t`Something went wrong!`));
      }
      send({ type: 'save.succeeded' });
      setSelection({});
      setQuery((q) => (q ? { ...q, round: q.round + 1 } : q));
      showMessageDialog(t`Success`, data.message);
    } catch {
      send({ type: 'save.refused' });
      showErrorDialog(t`Something went wrong!`);
    }
  };

  const userField = (label: string, value: string | null, which: 'old' | 'new') => (
    <TextInput
      label={label}
      value={value ?? ''}
      readOnly
      placeholder={t`Search user`}
      onClick={() => setPicking(which)}
      rightSection={
        <ActionIcon variant="subtle" aria-label={t`Search ${label}`} onClick={() => setPicking(which)}>
          <IconSearch size={16} />
        </ActionIcon>
      }
    />
  );

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            {userField(t`Username Old`, usernameOld, 'old')}
            {oldUser && (
              <Text size="sm" c="dimmed">
                <Trans>Roles: {oldUser.roles.join(', ') || '-'}</Trans> · <Trans>Plants: {oldUser.plants.join(', ') || '-'}</Trans>
              </Text>
            )}
          </Stack>
          {userField(t`Username New`, usernameNew, 'new')}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label={t`APL Return Number`}
            maxLength={maxLengthOf('GET /return/changes', 'retNumber')}
            value={retNumber}
            onChange={(e) => setRetNumber(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && search()}
          />
          <SearchRow onSearch={search} />
        </Stack>
      </Paper>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        query={query}
        enableSorting={false}
        getRowId={(r) => r.retNumber}
        selection={{ state: selection, onChange: select }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/' })}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => void save()} loading={snapshot.hasTag('busy')} disabled={!snapshot.can({ type: 'change.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
      {/* A fresh search each time it opens. */}
      <UserSearchModal
        key={picking ?? 'closed'}
        title={picking === 'old' ? t`Username Old` : t`Username New`}
        opened={picking !== null}
        onClose={() => setPicking(null)}
        onChoose={choose}
      />
    </Stack>
  );
}
