import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { formatDate, formatDateTime } from '../../../shared/format.ts';
import { auditActionLabels } from '../shell/index.ts';
import { pageOf } from '../../api/pageOf.ts';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

/** /user-profile: who the user is, where they work, and their recent activity. */
export function UserProfilePage() {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const columns = useMemo<MRT_ColumnDef<Schemas['AuditEvent']>[]>(
    () => [
      { accessorKey: 'createdAt', header: t`Date`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) },
      {
        accessorKey: 'action',
        header: t`Activity`,
        Cell: ({ cell }) => {
          const label = auditActionLabels[cell.getValue<string>()];
          return label ? i18n._(label) : cell.getValue<string>();
        },
      },
    ],
    [t, i18n],
  );
  const fetchPage = useCallback(async ({ pageNo, pageSize }: PageRequest) => {
    return pageOf(await api.GET('/user/me/audit-events', { params: { query: { pageNo, pageSize } } }));
  }, []);
  if (!user) return null;

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={3} size="h5" mb="sm">
            <Trans>Account</Trans>
          </Title>
          <Table variant="vertical" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={160}>{t`Username`}</Table.Th>
                <Table.Td data-testid="profile-username">{user.userName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`Full name`}</Table.Th>
                <Table.Td>{user.fullName}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`Email`}</Table.Th>
                <Table.Td>{user.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`User type`}</Table.Th>
                <Table.Td>{user.userType === 'I' ? t`Internal` : t`External`}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`Roles`}</Table.Th>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((r) => (
                      <Badge key={r.roleName} variant="light">
                        {r.roleName}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder>
          <Title order={3} size="h5" mb="sm">
            <Trans>Plants and clients</Trans>
          </Title>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Plant`}</Table.Th>
                <Table.Th>{t`Cut-off date`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {user.plants.map((p) => (
                <Table.Tr key={p.plantCode}>
                  <Table.Td>
                    {p.plantCode} {p.plantName}
                  </Table.Td>
                  <Table.Td>{formatDate(p.cutOffDate)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {user.clients.length > 0 && (
            <Text size="sm" mt="sm">
              {t`Clients`}: {user.clients.map((c) => `${c.clientCode} ${c.clientName}`).join(', ')}
            </Text>
          )}
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TwoFactorCard />
        <SessionsCard />
      </SimpleGrid>
      <Title order={3} size="h5">
        <Trans>My activity</Trans>
      </Title>
      <DataTable columns={columns} fetchPage={fetchPage} getRowId={(row) => String(row.eventId)} enableSorting={false} />
    </Stack>
  );
}
