import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { todayInJakarta } from '../../../../shared/today.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { lengthCounter } from '../../../ui/lengthCounter.ts';
import { Select } from '../../../ui/pickers.tsx';
import { useReasons } from '../useReasons.ts';

/** A field of the edit step's form: what it shows of the form, and the change it makes. */
interface Bound<T> {
  form: T;
  change: (fields: T) => void;
}

/** The header above an edit step's lines: its fields in a grid. */
export function HeaderGrid({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
    </Paper>
  );
}

export function ReporterField({ form, change }: Bound<{ reporter: string }>) {
  const { t } = useLingui();
  return <TextInput label={t`Reporter`} maxLength={100} value={form.reporter} onChange={(e) => change({ reporter: e.currentTarget.value })} />;
}

export function ReasonField({ form, change }: Bound<{ reasonCode: string | null }>) {
  const { t } = useLingui();
  const reasons = useReasons();
  return (
    <Select
      label={t`Reason`}
      placeholder={t`Select Reason...`}
      data={reasons}
      value={form.reasonCode}
      onChange={(reasonCode) => change({ reasonCode })}
      searchable
    />
  );
}

export function CustomerRequestDateField({ form, change }: Bound<{ customerPODate: string }>) {
  const { t } = useLingui();
  return <DateField label={t`Customer Request Date`} value={form.customerPODate} onChange={(v) => change({ customerPODate: v ?? todayInJakarta() })} />;
}

export function ReferenceInvoiceDateField({ form, change }: Bound<{ transactionDate: string | null }>) {
  const { t } = useLingui();
  return <DateField label={t`Reference Invoice Date`} clearable value={form.transactionDate} onChange={(transactionDate) => change({ transactionDate })} />;
}

export function ReturnPoField({ form, change }: Bound<{ po: string }>) {
  const { t } = useLingui();
  return <TextInput label={t`Return PO Number`} value={form.po} maxLength={35} onChange={(e) => change({ po: e.currentTarget.value })} />;
}

/** The return's remark: an RTV return's "Remark" holds 35 characters, the others' "Remarks" 100. */
export function RemarkField({ form, change, rtv = false }: Bound<{ remark: string }> & { rtv?: boolean }) {
  const { t } = useLingui();
  return (
    <Textarea
      label={rtv ? t`Remark` : t`Remarks`}
      placeholder={rtv ? t`Leave a comment here` : undefined}
      {...lengthCounter(form.remark, rtv ? 35 : 100)}
      autosize
      minRows={1}
      value={form.remark}
      onChange={(e) => change({ remark: e.currentTarget.value })}
    />
  );
}
