import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { DecisionFlowEvent } from '../../../../machines/approvals/decisionFlow.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { DecisionLinesTable } from './DecisionLinesTable.tsx';
import { decisionMessageLabels } from './decisionMessageLabels.ts';
import { useApprovalFlow } from './useApprovalFlow.ts';
import { useDecisionSave } from './useDecisionSave.ts';
import { lengthCounter } from '../../ui/lengthCounter.ts';
import { useSession } from '../../session/session.tsx';
import { decisionMemory } from './decisionMemory.ts';

/** /fss-asm-bm/sales-detail, /brqa/brqa-detail, /qa-ho/qaho-detail, /client/client-detail: decide the chosen lines (spec 002 §2). */
export function DecisionPage() {
  const { flow, memory } = useApprovalFlow();
  const owner = useSession().user!.userName;
  // Checked on arrival only: the rows chosen on the list, else what the tab kept (a reload); without either, the list.
  const [arrived] = useState(() => {
    if (memory.chosen.length > 0 && memory.actor.getSnapshot().matches('deciding')) return true;
    const kept = decisionMemory(flow.stepCode).read(owner);
    if (kept) memory.restore(kept);
    return memory.chosen.length > 0 && memory.actor.getSnapshot().matches('deciding');
  });
  if (!arrived) return <Navigate to={flow.route} search={memory.search} />;
  return <DecisionForm />;
}

function DecisionForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { flow, memory } = useApprovalFlow();
  const [actor] = useState(() => memory.actor);
  const [rows] = useState(() => memory.chosen);
  const snapshot = useSelector(actor, (s) => s);
  const can = (event: DecisionFlowEvent) => snapshot.can(event);
  const { lines, commonRemark } = snapshot.context;
  const send = useDecisionSave();
  const owner = useSession().user!.userName;
  const kept = useMemo(() => decisionMemory(flow.stepCode), [flow.stepCode]);
  // Every change is kept for the tab while the screen decides; a save or Back forgets it.
  useEffect(() => {
    if (snapshot.matches('deciding')) kept.keep(owner, { machine: actor.getPersistedSnapshot(), chosen: rows, search: memory.search });
  }, [snapshot, kept, owner, actor, rows, memory.search]);

  /** Sends what the user did; a refusal of the rules is said in the user's language. */
  const act = (event: DecisionFlowEvent) => {
    actor.send(event);
    const { problem } = actor.getSnapshot().context;
    if (problem) showErrorDialog(i18n._(decisionMessageLabels[problem]));
  };
  const backToList = () => void navigate({ to: flow.route, search: memory.search });

  const back = () => {
    kept.forget();
    actor.send({ type: 'flow.back' });
    backToList();
  };

  const save = async () => {
    act({ type: 'decision.save' });
    if (!actor.getSnapshot().matches('saving')) return;
    const result = await send(rows, actor.getSnapshot().context.lines);
    if (result !== 'saved') {
      actor.send({ type: 'save.refused' });
      // Decided meanwhile elsewhere: the screen's lines are stale, the list shows what still waits.
      if (result === 'stale') back();
      return;
    }
    actor.send({ type: 'save.succeeded' });
    kept.forget();
    // The list shows what still waits for the user: a return number it was narrowed to is decided now.
    const { retNumber, ...rest } = memory.search;
    memory.clearReturnFilter(Boolean(retNumber));
    showMessageDialog(t`Success`, t`Data has been saved!`, () => navigate({ to: flow.route, search: retNumber ? rest : memory.search }));
  };

  return (
    <Stack>
      <Title order={3}>{i18n._(flow.decisionTitle)}</Title>
      <DecisionLinesTable
        rows={rows}
        lines={lines}
        editable={can({ type: 'line.decide', index: 0, status: 'A' })}
        onDecide={(index, status) => act({ type: 'line.decide', index, status })}
        onRemark={(index, remark) => act({ type: 'line.remark', index, remark })}
      />
      <Textarea
        label={t`Common Remark`}
        {...lengthCounter(commonRemark, 255)}
        autosize
        minRows={2}
        value={commonRemark}
        disabled={!can({ type: 'common.remark', remark: '' })}
        onChange={(event) => act({ type: 'common.remark', remark: event.currentTarget.value })}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={back} disabled={!can({ type: 'flow.back' })}>
          <Trans>Back</Trans>
        </Button>
        <Button color="red" variant="light" onClick={() => act({ type: 'all.reject' })} disabled={!can({ type: 'all.reject' })}>
          <Trans>Reject All</Trans>
        </Button>
        <Button color="green" variant="light" onClick={() => act({ type: 'all.approve' })} disabled={!can({ type: 'all.approve' })}>
          <Trans>Approve All</Trans>
        </Button>
        <Button onClick={() => void save()} loading={snapshot.hasTag('busy')} disabled={!can({ type: 'decision.save' })}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
