import { useCallback, useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { api, type Schemas } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { DataTable, type PageRequest } from '../../ui/DataTable.tsx';
import { TableHead } from '../../ui/TableHead.tsx';
import { PickLink } from './PickLink.tsx';
import { durationText } from './heat.ts';
import { lineColumns } from './processLineColumns.tsx';
import { processStepNames } from './processStepNames.ts';
import { SheetButton } from './SheetButton.tsx';
import { filtersAsked, variantsQuery, type ProcessQuery } from './processViewQuery.ts';

type Variant = Schemas['ProcessVariant'];

/** The rework of a variant, each kind that happened as a badge. */
function ReworkBadges({ rework }: { rework: Variant['rework'] }) {
  const { t } = useLingui();
  const kinds = [
    [rework.quantityChanges, t`quantity changed ×${rework.quantityChanges}`],
    [rework.approvalChanges, t`approver changed ×${rework.approvalChanges}`],
    [rework.erpRetries, t`sent to the ERP again ×${rework.erpRetries}`],
    [rework.fpreReturned, t`FPRE sent back ×${rework.fpreReturned}`],
    [rework.regrouped, t`regrouped ×${rework.regrouped}`],
  ] as const;
  return (
    <Group gap={4}>
      {kinds
        .filter(([count]) => count > 0)
        .map(([, label]) => (
          <Badge key={label} color="orange" variant="light" size="sm">
            {label}
          </Badge>
        ))}
    </Group>
  );
}

/**
 * The variants of the period (issue 33, item 3): the paths the lines that ended in it took, most
 * taken first, with their share, throughput and rework; a variant picked is drawn on the picture
 * above and its lines are listed.
 */
export function ProcessVariants({ asked, picked, onPick }: { asked: ProcessQuery; picked: string | undefined; onPick: (path: string | undefined) => void }) {
  const { i18n, t } = useLingui();
  const query = filtersAsked(asked);
  const variants = useQuery(variantsQuery(asked));
  const pathText = (path: Variant['path']) => path.map((step) => i18n._(processStepNames[step])).join(' → ');
  return (
    <Paper withBorder p="xs" data-testid="process-variants">
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            <Trans>Variants: the paths of the lines that ended in the period ({variants.data?.lines ?? 0} lines)</Trans>
          </Text>
          <SheetButton call={() => api.GET('/workflow/variants/xlsx', { params: { query }, parseAs: 'blob' })} fallbackName="variants.xlsx" />
        </Group>
        {picked && (
          <Anchor component="button" type="button" size="sm" onClick={() => onPick(undefined)}>
            <Trans>All variants</Trans>
          </Anchor>
        )}
      </Group>
      <Table striped highlightOnHover>
        <TableHead titles={[t`Path`, t`Lines`, t`Share`, t`Median throughput`, t`90 % within`, t`Rework`]} />
        <Table.Tbody>
          {(variants.data?.data ?? []).map((v) => {
            const path = v.path.join('>');
            return (
              <Table.Tr key={path} data-variant={path} bg={picked === path ? 'orange.0' : undefined} style={{ cursor: 'pointer' }} onClick={() => onPick(path)}>
                <Table.Td>
                  <PickLink onPick={() => onPick(path)}>{pathText(v.path)}</PickLink>
                </Table.Td>
                <Table.Td>{v.lines}</Table.Td>
                <Table.Td>{i18n.number(v.share, { style: 'percent', maximumFractionDigits: 1 })}</Table.Td>
                <Table.Td>{durationText(v.medianSeconds)}</Table.Td>
                <Table.Td>{durationText(v.p90Seconds)}</Table.Td>
                <Table.Td>
                  <ReworkBadges rework={v.rework} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {variants.data && variants.data.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No line ended in the period.</Trans>
        </Text>
      )}
    </Paper>
  );
}

type LineRow = NonNullable<Awaited<ReturnType<typeof fetchVariantLines>>['data']>[number];

/** A deviation's lines: of returns whose lines bring the client in, or not. */
type Narrowed = { needsClient?: boolean };

async function fetchVariantLines(path: string, asked: ProcessQuery & Narrowed, { pageNo, pageSize }: PageRequest) {
  return pageOf(await api.GET('/workflow/variants/lines', { params: { query: { ...filtersAsked(asked), path, pageNo, pageSize } } }));
}

/** The lines that took a variant's path, latest ended first; each opens its return's report. */
export function VariantLines({ path, asked, title }: { path: string; asked: ProcessQuery & Narrowed; title?: string }) {
  const { i18n, t } = useLingui();
  const fetchPage = useCallback((request: PageRequest) => fetchVariantLines(path, asked, request), [path, asked]);
  const columns = useMemo<MRT_ColumnDef<LineRow>[]>(
    () => [
      ...lineColumns<LineRow>(i18n),
      { accessorKey: 'startedAt', header: t`Registered`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) },
      { accessorKey: 'endedAt', header: t`Ended`, Cell: ({ cell }) => formatDateTime(cell.getValue<string>()) },
      { accessorKey: 'throughputSeconds', header: t`Throughput`, Cell: ({ cell }) => durationText(cell.getValue<number>()) },
      {
        id: 'rework',
        header: t`Rework`,
        Cell: ({ row }) => (
          <ReworkBadges
            rework={{
              quantityChanges: row.original.quantityChanges,
              approvalChanges: row.original.approvalChanges,
              erpRetries: row.original.erpRetries,
              fpreReturned: 0,
              regrouped: 0,
            }}
          />
        ),
      },
    ],
    [i18n, t],
  );
  return (
    <Paper withBorder p="xs" data-testid="variant-lines">
      <Text size="sm" fw={600} mb={4}>
        {title ?? <Trans>Lines of the variant</Trans>}
      </Text>
      <DataTable
        columns={columns}
        fetchPage={fetchPage}
        queryKey={['GET /workflow/variants/lines', path, asked]}
        enableSorting={false}
        getRowId={(row) => `${row.returnId}-${row.line}-${row.endedAt}`}
      />
    </Paper>
  );
}
