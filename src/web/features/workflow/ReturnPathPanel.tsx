import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TableHead } from '../../ui/TableHead.tsx';
import { Button, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { durationText } from './heat.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

/** One return's path (GET /workflow/lifecycle/returns/{retNumber}/path); a refusal is the query's error. */
export const returnPathQuery = (retNumber: string) => ({
  queryKey: ['GET /workflow/lifecycle/returns/{retNumber}/path', retNumber],
  queryFn: async () => {
    const { data, error } = await api.GET('/workflow/lifecycle/returns/{retNumber}/path', { params: { path: { retNumber } } });
    if (error) throw new Error(problemMessage(error, 'No such return.'));
    return data;
  },
  enabled: retNumber !== '',
});

/** A return number typed (spaces ignored), its path drawn on the chart (by the caller) and listed here with the time in each state and who moved it on. */
export function ReturnPathPanel({ retNumber, onFind }: { retNumber: string; onFind: (retNumber: string) => void }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(retNumber);
  const path = useQuery(returnPathQuery(retNumber));
  return (
    <Paper withBorder p="xs" data-testid="return-path">
      <Group gap="xs" align="flex-end">
        <TextInput
          label={t`Return number`}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onFind(withoutSpaces(typed));
          }}
          w={220}
        />
        <Button variant="light" onClick={() => onFind(withoutSpaces(typed))}>
          <Trans>Show its path</Trans>
        </Button>
      </Group>
      {path.isError && (
        <Text c="red" size="sm" mt="xs">
          {path.error.message}
        </Text>
      )}
      {path.data && (
        <Table mt="xs" striped data-testid="path-states">
          <TableHead titles={[t`State`, t`Entered`, t`Time in it`, t`Moved on by`]} />
          <Table.Tbody>
            {path.data.states.map((s) => (
              <Table.Tr key={`${s.state}-${s.enteredAt}`} data-state={s.state}>
                <Table.Td>{s.state}</Table.Td>
                <Table.Td>{formatDateTime(s.enteredAt)}</Table.Td>
                <Table.Td>{durationText(s.seconds)}</Table.Td>
                <Table.Td>{s.movedOnBy ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
