import { useLingui } from '@lingui/react/macro';
import type { Schemas } from '../../api/client.ts';
import { formatDate } from '../../../shared/format.ts';
import { ReadOnlyFields } from '../../ui/ReadOnlyFields.tsx';
import { useReturnTypeLabel } from '../returns/index.ts';

/** A return's header, read-only, as the approval detail pages show it. */
export function ReturnHeaderFields({ document: d }: { document: Schemas['ReturnDocument'] }) {
  const { t } = useLingui();
  const typeLabel = useReturnTypeLabel();
  const fields: [string, string | null | undefined][] = [
    [t`APL Return Number`, d.retNumber],
    [t`Invoice Ref Number`, d.invoiceNo],
    [t`Doc Date`, formatDate(d.createdDate)],
    [t`Type Return`, typeLabel(d.returnType)],
    [t`Reason`, [d.reasonCode, d.reasonName].filter(Boolean).join(' - ')],
    [t`Customer Code`, d.customerCode],
    [t`Customer Name`, d.customerName],
    [t`Plant`, `${d.plantCode} - ${d.plantName}`],
    [t`Created By`, d.createdByName],
    [t`Remarks`, d.remark],
    // What the ERP gave once the return is complete: shown as soon as it exists.
    ...(d.soNo ? [[t`Sales Order Number`, d.soNo] satisfies [string, string]] : []),
    ...(d.invoiceReturnNo ? [[t`Invoice Return Number`, d.invoiceReturnNo] satisfies [string, string]] : []),
  ];
  return <ReadOnlyFields fields={fields} />;
}
