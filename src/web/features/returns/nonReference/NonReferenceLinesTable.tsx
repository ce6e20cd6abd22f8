import { useLingui } from '@lingui/react/macro';
import { ActionIcon, NumberInput, Table, Text } from '@mantine/core';
import { Select } from '../../../ui/pickers.tsx';
import { IconTrash } from '@tabler/icons-react';
import { takesFractions } from '../../../../../machines/returns/uom.ts';
import { formatDate } from '../../../../shared/format.ts';
import { QuantityField } from '../../../ui/QuantityField.tsx';
import { convertedTo, unitsOf } from '../lineUnits.ts';
import { PhotoCell } from '../PhotoCell.tsx';
import { LineRoute, RouteSummary, routeWhenSaved } from '../ReturnRoute.tsx';
import type { RoutingPolicy } from '../../../../../machines/returns/route.ts';
import type { NonReferenceLine } from './nonReferenceLines.ts';
import { RemarkInput } from '../../../ui/RemarkInput.tsx';

interface Props {
  lines: NonReferenceLine[];
  /** Reason 132 needs no photo: the cell says so instead. */
  noPhoto: boolean;
  onChange: (key: string, change: (line: NonReferenceLine) => NonReferenceLine) => void;
  onRemove: (key: string) => void;
  /** What each line's route is computed from (the return's type, its reason, the routing policy). */
  route: { policy: RoutingPolicy | null; returnType: string; reasonCode: string | null };
}

/** The editable non-reference lines of the Non Reference and With RTV Non Ref screens (spec 001 §2.5, §2.8). */
export function NonReferenceLinesTable({ lines, noPhoto, onChange, onRemove, route }: Props) {
  const { t } = useLingui();
  const steps = routeWhenSaved(route, lines);
  return (
    <>
      <RouteSummary steps={steps} />
      <Table.ScrollContainer minWidth={1200}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Material`}</Table.Th>
              <Table.Th>{t`Batch`}</Table.Th>
              <Table.Th>{t`Exp Date`}</Table.Th>
              <Table.Th>{t`Uom`}</Table.Th>
              <Table.Th>{t`Return Qty`}</Table.Th>
              <Table.Th>{t`Net Price`}</Table.Th>
              <Table.Th>{t`Photo`}</Table.Th>
              <Table.Th>{t`Remarks`}</Table.Th>
              <Table.Th>{t`Route`}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key} data-testid="nonref-line">
                <Table.Td>
                  <Text size="sm">{l.materialCode}</Text>
                  <Text size="xs" c="dimmed">
                    {l.materialName}
                  </Text>
                </Table.Td>
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
                <Table.Td>
                  <LineRoute steps={steps} line={l} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={t`Remove`} onClick={() => onRemove(l.key)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
