import type { Schemas } from '../../api/client.ts';

interface Props {
  item: Schemas['ReturnItem'];
  /**
   * The user may change the requested quantity here (approvals.sales.qtyChange on the FSS
   * detail, spec 002 §2, §6). The change itself (PUT /api/return/items/{id}) is not in the
   * contract yet: until it is, this cell shows the quantity to everyone, read-only, and the
   * editable input goes here.
   */
  mayChange: boolean;
}

/** A line's requested quantity on a detail page: the one place its change belongs. */
export function RequestedQtyCell({ item }: Props) {
  return <span data-testid="requested-qty">{item.qty}</span>;
}
