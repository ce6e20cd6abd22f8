import { useLingui } from '@lingui/react/macro';
import { ActionIcon, NumberInput, Table } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { IconTrash } from '@tabler/icons-react';
import { takesFractions } from '../../../../../machines/returns/uom.ts';
import { formatDate } from '../../../../shared/format.ts';
import { QuantityField } from '../../../ui/QuantityField.tsx';
import { convertedTo, unitsOf } from '../lineUnits.ts';
import { PhotoCell } from '../PhotoCell.tsx';
import type { RouteInput } from '../ReturnRoute.tsx';
import { EditLinesTable } from '../wizard/EditLinesTable.tsx';
import type { NonReferenceLine } from './nonReferenceLines.ts';
import { RemarkInput } from '../../../ui/RemarkInput.tsx';
import { MaterialCell } from '../MaterialCell.tsx';

interface Props {
  lines: NonReferenceLine[];
  /** Reason 132 needs no photo: the cell says so instead. */
  noPhoto: boolean;
  onChange: (key: string, change: (line: NonReferenceLine) => NonReferenceLine) => void;
  onRemove: (key: string) => void;
  /** What each line's route is computed from (the return's type, its reason, the routing policy). */
  route: RouteInput;
}

/** The editable non-reference lines of the Non Reference and With RTV Non Ref screens (spec 001 §2.5, §2.8). */
export function NonReferenceLinesTable({ lines, noPhoto, onChange, onRemove, route }: Props) {
  const { t } = useLingui();
  return (
    <EditLinesTable
      lines={lines}
      route={route}
      minWidth={1200}
      columns={[t`Material`, t`Batch`, t`Exp Date`, t`Uom`, t`Return Qty`, t`Net Price`, t`Photo`, t`Remarks`, t`Route`, '']}
      rowTestId="nonref-line"
      cells={(l, routeCell) => (
        <>
          <MaterialCell line={l} />
          <Table.Td>{l.batch}</Table.Td>
          <Table.Td>{formatDate(l.expiredDate)}</Table.Td>
          <Table.Td w={110}>
            <Select
              aria-label={t`Uom`}
              data={unitsOf(l)}
              value={l.returnUom}
              allowDeselect={false}
              onChange={(uom) => uom && onChange(l.key, (x) => convertedTo(x, uom))}
            />
          </Table.Td>
          <Table.Td w={120}>
            <QuantityField
              aria-label={t`Return Qty`}
              value={l.qty}
              fractions={takesFractions(l.nonFraction)}
              onChange={(qty) => onChange(l.key, (x) => ({ ...x, qty: qty ?? 0 }))}
            />
          </Table.Td>
          <Table.Td w={150}>
            <NumberInput
              aria-label={t`Net Price`}
              value={l.netPrice}
              min={0}
              thousandSeparator="."
              decimalSeparator=","
              decimalScale={0}
              onChange={(v) => onChange(l.key, (x) => ({ ...x, netPrice: Number(v) || 0 }))}
            />
          </Table.Td>
          <Table.Td>
            <PhotoCell attachmentId={l.attachmentId} disabled={noPhoto} onChange={(attachmentId) => onChange(l.key, (x) => ({ ...x, attachmentId }))} />
          </Table.Td>
          <Table.Td>
            <RemarkInput aria-label={t`Remarks`} value={l.remark} onChange={(e) => onChange(l.key, (x) => ({ ...x, remark: e.currentTarget.value }))} />
          </Table.Td>
          {routeCell}
          <Table.Td>
            <ActionIcon variant="subtle" color="red" aria-label={t`Remove`} onClick={() => onRemove(l.key)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Table.Td>
        </>
      )}
    />
  );
}
