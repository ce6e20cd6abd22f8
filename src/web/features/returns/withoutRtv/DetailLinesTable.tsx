import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Table, Text } from '@mantine/core';
import { formatDate } from '../../../../shared/format.ts';
import { ReferenceLineCells } from '../ReferenceLineCells.tsx';
import type { RouteInput } from '../ReturnRoute.tsx';
import { EditLinesTable } from '../wizard/EditLinesTable.tsx';
import type { EditLine } from './editLines.ts';
import { MaterialCell } from '../MaterialCell.tsx';

interface Props {
  lines: EditLine[];
  /** Reason 132 needs no photo: the cell says so instead. */
  noPhoto: boolean;
  onChange: (key: string, change: (line: EditLine) => EditLine) => void;
  /** Change opens the batch change of a line. */
  onChangeBatch: (line: EditLine) => void;
  route: RouteInput;
}

/** The chosen invoice lines of the Without RTV detail (spec 001 §2.7). */
export function DetailLinesTable({ lines, noPhoto, onChange, onChangeBatch, route }: Props) {
  const { t } = useLingui();
  return (
    <EditLinesTable
      lines={lines}
      route={route}
      minWidth={1100}
      columns={[t`Line`, t`Material`, t`Batch`, t`Exp Date`, t`Uom`, t`Return Qty`, t`Photo`, t`Remarks`, t`Route`]}
      rowTestId="detail-line"
      cells={(l, routeCell) => (
        <>
          <Table.Td>{l.line}</Table.Td>
          <MaterialCell line={l} />
          <Table.Td>
            <Group gap={4} wrap="nowrap">
              <Text size="sm">{l.batch}</Text>
              <Anchor size="xs" component="button" type="button" onClick={() => onChangeBatch(l)} aria-label={t`Change batch of line ${l.line}`}>
                <Trans>Change</Trans>
              </Anchor>
            </Group>
            {l.batchOld && <Text size="xs" c="orange">{t`was ${l.batchOld}`}</Text>}
          </Table.Td>
          <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
          <ReferenceLineCells line={l} noPhoto={noPhoto} onChange={(change) => onChange(l.key, change)} />
          {routeCell}
        </>
      )}
    />
  );
}
