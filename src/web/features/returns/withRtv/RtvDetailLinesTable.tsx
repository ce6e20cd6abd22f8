import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Menu, Table, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { canCopy } from '../../../../../machines/returns/lineChanges.ts';
import { formatDate, formatIdr } from '../../../../shared/format.ts';
import { ReferenceLineCells } from '../ReferenceLineCells.tsx';
import type { RouteInput } from '../ReturnRoute.tsx';
import { EditLinesTable } from '../wizard/EditLinesTable.tsx';
import type { RtvEditLine } from './rtvEditLines.ts';
import { MaterialCell } from '../MaterialCell.tsx';

/** A line's change that opens a dialog. */
export type LineEdit = 'material' | 'batch' | 'netPrice';

interface Props {
  lines: RtvEditLine[];
  /** Reason 132 needs no photo: the cell says so instead. */
  noPhoto: boolean;
  onChange: (key: string, change: (line: RtvEditLine) => RtvEditLine) => void;
  /** A line's Edit menu: a change by dialog, or another batch of the line (a copy). */
  onEdit: (edit: LineEdit, line: RtvEditLine) => void;
  onCopy: (key: string) => void;
  /** What each line's route is computed from (the return's type, its reason, the routing policy). */
  route: RouteInput;
}

/** The reference lines of an RTV return, the old values beside the changed ones (spec 001 §2.3, §2.4). */
export function RtvDetailLinesTable({ lines, noPhoto, onChange, onEdit, onCopy, route }: Props) {
  const { t } = useLingui();
  return (
    <EditLinesTable
      lines={lines}
      route={route}
      minWidth={1300}
      columns={[t`Line`, t`Invoice`, t`Material`, t`Batch`, t`Exp Date`, t`Net Price`, t`Uom`, t`Return Qty`, t`Photo`, t`Remarks`, t`Route`, '']}
      rowTestId="rtv-detail-line"
      cells={(l, routeCell) => (
        <>
          <Table.Td>{l.line}</Table.Td>
          <Table.Td>{l.invoiceNo}</Table.Td>
          <MaterialCell line={l}>{l.materialCodeOld && <Text size="xs" c="orange">{t`was ${l.materialCodeOld}`}</Text>}</MaterialCell>
          <Table.Td>
            {l.batch}
            {l.batchOld && <Text size="xs" c="orange">{t`was ${l.batchOld}`}</Text>}
          </Table.Td>
          <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
          <Table.Td>
            {formatIdr(l.netPrice)}
            {l.netPriceOld !== null && <Text size="xs" c="orange">{t`was ${formatIdr(l.netPriceOld)}`}</Text>}
          </Table.Td>
          <ReferenceLineCells line={l} noPhoto={noPhoto} onChange={(change) => onChange(l.key, change)} />
          {routeCell}
          <Table.Td>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="compact-xs" variant="subtle" aria-label={t`Line actions`} rightSection={<IconDots size={14} />}>
                  <Trans>Edit</Trans>
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onEdit('material', l)}>{t`Edit Material`}</Menu.Item>
                <Menu.Item onClick={() => onEdit('batch', l)}>{t`Edit Batch`}</Menu.Item>
                <Menu.Item onClick={() => onEdit('netPrice', l)}>{t`Edit Net Price`}</Menu.Item>
                {canCopy(lines, l.key) && <Menu.Item onClick={() => onCopy(l.key)}>{t`add Batch`}</Menu.Item>}
              </Menu.Dropdown>
            </Menu>
          </Table.Td>
        </>
      )}
    />
  );
}
