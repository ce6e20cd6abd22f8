import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { asksSevenDayRemark } from '../../../../../machines/returns/rtvHeader.ts';
import { withRtvWizard } from '../../../../../machines/returns/withRtvWizard.ts';
import { api } from '../../../api/client.ts';
import { useSession } from '../../../session/session.tsx';
import { DateField } from '../../../ui/DateField.tsx';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';
import { CustomerPicker } from '../CustomerPicker.tsx';
import { rtvHeaderLabels } from '../saveMessageLabels.ts';
import { useLeaveGuard } from '../useLeaveGuard.ts';
import { resumable, standsAt, useWizardActor } from '../wizardActor.ts';
import { withRtvMemory, type HeaderForm, type RtvHeader } from './rtvStore.ts';
import { lengthCounter } from '../../../ui/lengthCounter.ts';

/**
 * The header being typed, as this tab left it (Reload); anything else (Cancel, Back, a finished
 * save, another RTV under way) starts a new RTV here, as the specification's routes say.
 */
function resumedHeader(owner: string): { snapshot: ReturnType<typeof resumable>; form: HeaderForm | null } {
  const memory = withRtvMemory.read(owner);
  const snapshot = resumable(withRtvWizard, memory.machine, (s) => (s.hasTag('busy') ? ({ type: 'header.refused' } as const) : null));
  if (snapshot && standsAt(withRtvWizard, snapshot, (s) => s.hasTag('header'))) return { snapshot, form: memory.headerForm };
  withRtvMemory.forget();
  return { snapshot: null, form: null };
}

/** /new-return/with-rtv: the RTV header, saved as a draft before lines are gathered (spec 001 §2.1). */
export function WithRtvHeaderPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const owner = useSession().user!.userName;
  const [start] = useState(() => resumedHeader(owner));
  const actor = useWizardActor(withRtvWizard, start.snapshot, (machine) => withRtvMemory.keep(owner, { machine }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const [header, setHeader] = useState<Omit<RtvHeader, 'customer' | 'returnId' | 'retNumber'>>(() => {
    const { customer: _, ...typed } = start.form ?? { rtvNo: '', rtvDate: '', rtvReceivingDate: '', remarksRtv: '', customer: null };
    return typed;
  });
  const [customer, setCustomer] = useState<RtvHeader['customer'] | null>(start.form?.customer ?? null);
  const typing = useSelector(actor, (s) => s.hasTag('header'));

  // What is typed is the tab's memory until the header is saved; leaving before asks.
  useEffect(() => {
    if (typing) withRtvMemory.keep(owner, { headerForm: { ...header, customer } });
  }, [owner, typing, header, customer]);
  useLeaveGuard({
    dirty: typing && Boolean(header.rtvNo || header.rtvDate || header.rtvReceivingDate || header.remarksRtv || customer),
    staysIn: (pathname) => pathname === '/new-return/with-rtv/list',
    discard: () => withRtvMemory.forget(),
  });
  const [picking, setPicking] = useState(false);
  const sevenDayRemark = asksSevenDayRemark(header.rtvDate || null, header.rtvReceivingDate || null);

  const save = async () => {
    // The wizard judges the header (rtvHeader.ts) and keeps its problem; the screen says it.
    actor.send({
      type: 'header.save',
      header: {
        rtvNo: header.rtvNo,
        rtvDate: header.rtvDate || null,
        rtvReceivingDate: header.rtvReceivingDate || null,
        customerCode: customer?.customerCode ?? null,
      },
    });
    const { headerProblem } = actor.getSnapshot().context;
    if (headerProblem) return showErrorDialog(i18n._(rtvHeaderLabels[headerProblem.code]));
    if (!customer || !actor.getSnapshot().matches('savingHeader')) return;
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
      const saved: RtvHeader = {
        ...header,
        remarksRtv: sevenDayRemark ? header.remarksRtv : '',
        customer,
        returnId: data.data.returnId,
        retNumber: data.data.retNumber,
      };
      withRtvMemory.keep(owner, { header: saved, headerForm: null, reference: [], nonReference: [], referenceDetail: null, nonReferenceDetail: null });
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
          <TextInput
            label={t`RTV Number`}
            withAsterisk
            maxLength={35}
            value={header.rtvNo}
            onChange={(e) => setHeader({ ...header, rtvNo: e.currentTarget.value })}
          />
          <DateField label={t`RTV Date`} withAsterisk value={header.rtvDate || null} onChange={(v) => setHeader({ ...header, rtvDate: v ?? '' })} />
          <DateField
            label={t`RTV Receiving Date`}
            withAsterisk
            value={header.rtvReceivingDate || null}
            onChange={(v) => setHeader({ ...header, rtvReceivingDate: v ?? '' })}
          />
          {sevenDayRemark && (
            <Textarea
              label={t`Remarks for 7-14 days`}
              {...lengthCounter(header.remarksRtv, 255)}
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
          setCustomer({
            customerCode: c.customerCode,
            customerName: c.customerName,
            salesDivision: c.salesDivision,
            distChannel: c.distChannel,
            plantCode: c.plantCode,
            plantName: c.plantName,
            taxToNPWP: c.taxToNPWP,
          });
          setPicking(false);
        }}
      />
    </Stack>
  );
}
