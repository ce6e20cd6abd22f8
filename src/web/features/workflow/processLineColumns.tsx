import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';

interface LineOfReturn extends MRT_RowData {
  returnId: number;
  retNumber: string | null;
  materialCode: string | null;
  materialName: string | null;
}

/** The columns every list of the process view's lines starts with: its return (opening its report), line, material, plant and client. */
export function lineColumns<Row extends LineOfReturn>(i18n: I18n): MRT_ColumnDef<Row>[] {
  return [
    {
      accessorKey: 'retNumber',
      header: i18n._(msg`Return Number`),
      Cell: ({ row }) =>
        row.original.retNumber ? (
          <Anchor component={Link} to={`/report-return/report-header/detail/${row.original.returnId}`} size="sm">
            {row.original.retNumber}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>deleted</Trans>
          </Text>
        ),
    },
    { accessorKey: 'line', header: i18n._(msg`Line`) },
    {
      accessorKey: 'materialName',
      header: i18n._(msg`Material`),
      Cell: ({ row }) => [row.original.materialCode, row.original.materialName].filter(Boolean).join(' '),
    },
    { accessorKey: 'plantCode', header: i18n._(msg`Plant`) },
    { accessorKey: 'clientCode', header: i18n._(msg`Client`) },
  ];
}
