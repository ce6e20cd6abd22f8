import { sql, type RawBuilder } from 'kysely';
import { stillInReturn } from './lifecycle/index.ts';

/** Lines that do not count against their own invoice line: the line being changed, or every line of the return being edited. */
export type NotHeld = { line: RawBuilder<unknown> | number } | { returnOf: RawBuilder<unknown> | number };

/**
 * Never return more than was invoiced (spec 001 §5, spec 000 §5): what the invoice line `il` (the alias of
 * `invoice_lines`) still holds for returns, in its base unit. Invoiced, less what the lines of
 * pending or completed returns hold that nobody rejected (a rejected return or line gives it back);
 * `except` leaves out the lines being judged, which would otherwise count against themselves.
 */
export function availableBaseOf(il: string, except?: NotHeld) {
  const leftOut =
    except === undefined ? sql`` : 'line' in except ? sql`and held.return_detail_id <> ${except.line}` : sql`and held.return_id <> ${except.returnOf}`;
  return sql<number>`(${sql.ref(`${il}.base_quantity`)} - coalesce((
    select sum(held.base_qty) from return_items held join returns holder on holder.return_id = held.return_id
    where held.invoice_line_id = ${sql.ref(`${il}.invoice_line_id`)} and holder.status in ('W', 'A')
      and ${stillInReturn('held')} ${leftOut}), 0))::float8`;
}
