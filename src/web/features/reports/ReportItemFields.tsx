import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Schemas } from '../../api/client.ts';
import { formatDate, formatDateTime, formatIdr } from '../../../shared/format.ts';
import { ReadOnlyFields } from '../../ui/ReadOnlyFields.tsx';
import { CrpBadge } from '../returns/index.ts';
import { useStatusLabels } from './statusLabels.ts';

type ReportItem = Schemas['ReportItem'];

const joined = (...parts: (string | null)[]) => parts.filter(Boolean).join(' - ');
const number = (value: number | null) => (value === null ? '' : String(value));

/** A titled part of the item report. */
export function ReportSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The return the line belongs to, read-only. */
export function ReturnFields({ item: i }: { item: ReportItem }) {
  const { t } = useLingui();
  const { returnStatus, pendingProcess } = useStatusLabels();
  return (
    <ReadOnlyFields
      fields={[
        [t`APL Return Number`, i.ret_number],
        [t`Line`, String(i.line)],
        [t`Status`, returnStatus(i.status, i.status_reject)],
        [t`Pending Process`, pendingProcess(i.step_code)],
        [t`RTV Number`, i.rtv_no],
        [t`RTV Date`, formatDate(i.rtv_date)],
        [t`RTV Receiving Date`, formatDate(i.rtv_receiving_date)],
        [t`Invoice Ref Number`, i.invoice_ref_no],
        [t`Sales Office`, i.sales_office],
        [t`Plant`, joined(i.plant_code, i.plant_name)],
        [t`Customer Code`, i.customer_code],
        [t`Customer Name`, i.customer_name],
        [t`Reason`, i.reason_name],
        [t`Created Date`, formatDateTime(i.create_datetime)],
        [t`Sales Order Number`, i.soNo],
        [t`Invoice Return Number`, i.invoiceReturnNo],
        [t`Last Printed`, formatDateTime(i.last_printed_datetime)],
      ]}
    />
  );
}

/** The line's client, material and quantities, read-only; `requestedQty` is the requested quantity with its change where offered. */
export function MaterialFields({ item: i, requestedQty }: { item: ReportItem; requestedQty: ReactNode }) {
  const { t } = useLingui();
  const { returnStatus } = useStatusLabels();
  return (
    <Stack gap="sm">
      <ReadOnlyFields
        fields={[
          [t`Client`, joined(i.client_code, i.client_name)],
          [t`Material Code`, i.material_code],
          [t`Material Name`, i.material_name],
          [t`Material Remarks`, i.material_remarks],
          [t`Division`, i.division],
          [t`PH3`, i.PH3],
          [t`Non Fraction (Full Box)`, i.non_fraction === 'Y' ? t`Yes` : t`No`],
          [t`Batch`, i.batch],
          [t`Exp Date`, formatDate(i.exp_date)],
          [t`Store Location`, i.sloc],
          [t`Product Type`, i.type_prod],
          [t`Temperature`, i.temp],
          [t`Net Price`, formatIdr(i.net_price)],
          [t`Material Status`, returnStatus(i.material_status)],
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Input.Wrapper label={t`Requested Qty`}>{requestedQty}</Input.Wrapper>
      </SimpleGrid>
      <ReadOnlyFields
        fields={[
          [t`Return UOM`, i.return_uom],
          [t`Base Quantity`, `${number(i.base_return_qty)} ${i.base_uom}`],
          [t`Available Qty`, number(i.available_qty)],
          [t`Actual Qty`, number(i.actual_qty)],
          [t`Actual UOM`, i.actual_uom],
        ]}
      />
    </Stack>
  );
}

/** The CRP window of the line's client and the return's lead times (hours). */
export function CrpLeadTimeFields({ item: i }: { item: ReportItem }) {
  const { t } = useLingui();
  const days = (value: number | null) => (value === null ? '' : t`${value} days`);
  const hours = (value: number | null) => (value === null ? '' : t`${value} hours`);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Input.Wrapper label={t`Status CRP`}>
          <div>
            <CrpBadge flag={i.crprgp} nra={i.nra === 'Y'} />
          </div>
        </Input.Wrapper>
      </SimpleGrid>
      <ReadOnlyFields
        fields={[
          [t`CRP Before`, days(i.crp_before)],
          [t`CRP After`, days(i.crp_after)],
          [t`Remaining CRP`, days(i.remaing)],
          [t`Lead Time Sales`, hours(i.lt_sales)],
          [t`Lead Time Client`, hours(i.lt_client)],
          [t`Lead Time Chief Delivery`, hours(i.lt_cd)],
          [t`Lead Time Chief Warehouse`, hours(i.lt_cw)],
          [t`Overall Lead Time`, hours(i.overall_leadtime)],
        ]}
      />
    </Stack>
  );
}
