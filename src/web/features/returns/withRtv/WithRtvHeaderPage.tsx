import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { asksSevenDayRemark, rtvHeaderProblem } from '../../../../../machines/returns/rtvHeader.ts';
import { api } from '../../../api/client.ts';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../ui/problemMessage.ts';
import { CustomerPicker } from '../CustomerPicker.tsx';
import { rtvHeaderLabels } from '../saveMessageLabels.ts';
import { withRtvStore, type RtvHeader } from './rtvStore.ts';

/** /new-return/with-rtv: the RTV header, saved as a draft before lines are gathered (spec 001 §2.1). */
export function WithRtvHeaderPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  // Arriving here (Cancel, Back, a finished save) always starts a new RTV.
  const [actor] = useState(() => withRtvStore.restart());
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [header, setHeader] = useState<Omit<RtvHeader, 'customer' | 'returnId'>>({ rtvNo: '', rtvDate: '', rtvReceivingDate: '', remarksRtv: '' });
  const [customer, setCustomer] = useState<RtvHeader['customer'] | null>(null);
  const [picking, setPicking] = useState(false);
  const sevenDayRemark = asksSevenDayRemark(header.rtvDate || null, header.rtvReceivingDate || null);

  const save = async () => {
    const problem = rtvHeaderProblem({ rtvNo: header.rtvNo, rtvDate: header.rtvDate || null, rtvReceivingDate: header.rtvReceivingDate || null, customerCode: customer?.customerCode ?? null });
    if (problem || !customer) return showErrorDialog(i18n._(rtvHeaderLabels[problem?.code ?? 'customerMissing']));
    actor.send({ type: 'header.save' });
    try {
      const { data, error } = await api.POST('/return', {
        body: {
          returnType: 'MTKA',
          draft: true,
          rtvNo: header.rtvNo.trim(),
          rtvDate: header.rtvDate,
          rtvReceivingDate: header.rtvReceivingDate,
          remarksRtv: sevenDayRemark ? header.remarksRtv || null : null,
          customerCode: customer.customerCode,
          customerName: customer.customerName,
          distributionChannel: customer.distChannel,
          salesDivision: customer.salesDivision,
          plantCode: customer.plantCode,
          plantName: customer.plantName,
          taxToNPWP: customer.taxToNPWP,
          items: [],
        },
      });
      if (!data) {
        actor.send({ type: 'header.refused' });
        return showErrorDialog(problemMessage(error, t`Something went wrong!`));
      }
      withRtvStore.setHeader({ ...header, remarksRtv: sevenDayRemark ? header.remarksRtv : '', customer, returnId: data.data.returnId });
      actor.send({ type: 'header.saved' });
      void navigate({ to: '/new-return/with-rtv/list' });
    } catch {
      actor.send({ type: 'header.refused' });
      showErrorDialog(t`Something went wrong!`);
    }
  };

  return (
    <Stack>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <TextInput label={t`RTV Number`} withAsterisk maxLength={35} value={header.rtvNo} onChange={(e) => setHeader({ ...header, rtvNo: e.currentTarget.value })} />
          <DateField label={t`RTV Date`} withAsterisk value={header.rtvDate || null} onChange={(v) => setHeader({ ...header, rtvDate: v ?? '' })} />
          <DateField label={t`RTV Receiving Date`} withAsterisk value={header.rtvReceivingDate || null} onChange={(v) => setHeader({ ...header, rtvReceivingDate: v ?? '' })} />
          {sevenDayRemark && (
            <Textarea
              label={t`Remarks for 7-14 days`}
              maxLength={255}
              autosize
              minRows={1}
              value={header.remarksRtv}
              onChange={(e) => setHeader({ ...header, remarksRtv: e.currentTarget.value })}
            />
          )}
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput label={t`Customer Code`} withAsterisk readOnly value={customer?.customerCode ?? ''} style={{ flex: 1 }} />
            <Button variant="light" onClick={() => setPicking(true)}>
              <Trans>Search Customer</Trans>
            </Button>
          </Group>
          <TextInput label={t`Customer Name`} readOnly value={customer?.customerName ?? ''} />
          <TextInput label={t`Sales Division`} readOnly value={customer?.salesDivision ?? ''} />
          <TextInput label={t`Distribution Channel`} readOnly value={customer?.distChannel ?? ''} />
          <TextInput label={t`Plant`} readOnly value={customer ? `${customer.plantCode} ${customer.plantName ?? ''}`.trim() : ''} />
        </SimpleGrid>
      </Paper>
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void save()}>
          {t`save`}
        </Button>
      </Group>
      <CustomerPicker
        opened={picking}
        onClose={() => setPicking(false)}
        onChoose={(c) => {
          setCustomer({ customerCode: c.customerCode, customerName: c.customerName, salesDivision: c.salesDivision, distChannel: c.distChannel, plantCode: c.plantCode, plantName: c.plantName, taxToNPWP: c.taxToNPWP });
          setPicking(false);
        }}
      />
    </Stack>
  );
}
