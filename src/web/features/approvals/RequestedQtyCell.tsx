import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type lifecycleOf, QuantityChangeDialog, type QuantityChangeLine } from '../returns/index.ts';

interface Props {
  item: QuantityChangeLine & { line: number };
  /**
   * Given when the user may change requested quantities here (approvals.sales.qtyChange on the
   * FSS detail, spec 002 §2, §6; reports.qtyChange on the item report, spec 000 §4): the return's
   * lifecycle, the version seen, what follows a change.
   */
  change?: { lifecycle: ReturnType<typeof lifecycleOf>; version: number; onChanged: () => void };
}

/** A line's requested quantity on a detail page or the item report, with its change where the user and the lifecycle allow it. */
export function RequestedQtyCell({ item, change }: Props) {
  const { t } = useLingui();
  const [changing, setChanging] = useState(false);
  const changeable = change?.lifecycle.can({ type: 'line.changeQuantity', lineId: String(item.returnDetailId) }) === true;
  return (
    <Group gap={4} wrap="nowrap">
      <span data-testid="requested-qty">{item.qty}</span>
      {changeable && (
        <ActionIcon variant="subtle" size="sm" aria-label={t`Change Qty of line ${item.line}`} onClick={() => setChanging(true)}>
          <IconPencil size={14} />
        </ActionIcon>
      )}
      {changing && change && <QuantityChangeDialog item={item} version={change.version} onClose={() => setChanging(false)} onChanged={change.onChanged} />}
    </Group>
  );
}
