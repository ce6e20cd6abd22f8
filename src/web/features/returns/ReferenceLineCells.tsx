import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import { Select } from '../../ui/pickers.tsx';
import { takesFractions } from '../../../../machines/returns/uom.ts';
import { QuantityField } from '../../ui/QuantityField.tsx';
import { unitsOf } from './lineUnits.ts';
import { PhotoCell } from './PhotoCell.tsx';
import { availableIn, withUnit, type EditLine } from './withoutRtv/editLines.ts';
import { RemarkInput } from '../../ui/RemarkInput.tsx';

interface Props<L extends EditLine> {
  line: L;
  /** Reason 132 needs no photo: the cell says so instead. */
  noPhoto: boolean;
  onChange: (change: (line: L) => L) => void;
}

/**
 * The cells a user edits on a line that refers to an invoice: unit (converting the quantity),
 * quantity (within what is available), photo and remark (spec 001 §2.3, §2.7, §5.9).
 */
export function ReferenceLineCells<L extends EditLine>({ line, noPhoto, onChange }: Props<L>) {
  const { t } = useLingui();
  return (
    <>
      <Table.Td w={110}>
        <Select
          aria-label={t`Uom`}
          data={unitsOf(line, line.availableUom)}
          value={line.returnUom}
          allowDeselect={false}
          onChange={(uom) => uom && onChange((x) => withUnit(x, uom))}
        />
      </Table.Td>
      <Table.Td w={140}>
        <QuantityField
          aria-label={t`Return Qty`}
          value={line.qty}
          fractions={takesFractions(line.nonFraction)}
          max={availableIn(line, line.returnUom)}
          clamp
          onChange={(qty) => onChange((x) => ({ ...x, qty: qty ?? 0 }))}
        />
      </Table.Td>
      <Table.Td>
        <PhotoCell attachmentId={line.attachmentId} disabled={noPhoto} onChange={(attachmentId) => onChange((x) => ({ ...x, attachmentId }))} />
      </Table.Td>
      <Table.Td>
        <RemarkInput aria-label={t`Remarks`} value={line.remark} onChange={(e) => onChange((x) => ({ ...x, remark: e.currentTarget.value }))} />
      </Table.Td>
    </>
  );
}
