import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import type { SessionUser } from './sessions.ts';
import { createTestModel } from 'xstate/graph';
import type { SnapshotFrom } from 'xstate';
import type { decisionFlow, DecisionFlowEvent } from '../../machines/approvals/decisionFlow.ts';
import { decisionMessages } from '../../machines/approvals/decisionRules.ts';
import { qahoDecisionModel, salesDecisionModel } from '../model/approvalModels.ts';
import { coveringWalks } from '../model/coveringWalks.ts';
import { ApprovalScreens } from './approvalPages.ts';
import { ShellPage } from './pages.ts';
import { ReturnsApi } from './returnsApi.ts';

/**
 * The decision flow drives walks through the approval screens in Chromium: every transition of
 * the machine is taken at least once by a real user action, and after each step the screen shows
 * what the machine holds (the rows chosen, each line's decision and remark, the common remark).
 * A refusal of the rules must show the machine's message; a refusal by the server is produced by
 * losing the connection of that one request. Each walk starts from returns made through the API.
 */

type Flow = typeof decisionFlow;
type State = SnapshotFrom<Flow>;

/** What a walk works on: where its list starts and which rows stand for the model's choices. */
interface Walked {
  start: string;
  /** Rows to choose for the steps the model names. */
  rowsFor: (steps: readonly string[]) => Locator[];
  /** The row whose return number opens the detail page. */
  detailRow: () => Locator;
}

interface FlowScreens {
  name: string;
  model: typeof salesDecisionModel;
  user: SessionUser;
  list: RegExp;
  detailTitle: string;
  decisionTitle: string;
  /** Returns for one walk, through the API. */
  prepare: (api: ReturnsApi, screens: ApprovalScreens) => Promise<Walked>;
  /** Before choosing rows or opening one: the walk's rows on the page. */
  showRows?: (screens: ApprovalScreens) => Promise<void>;
}

const sales: FlowScreens = {
  name: 'FSS / ASM / BM',
  model: salesDecisionModel,
  user: 'fss',
  list: /\/fss-asm-bm(\/APL\d+)?$/,
  detailTitle: 'Fss Detail',
  decisionTitle: 'Approval Decision FSS / ASM / BM Detail',
  prepare: async (api, screens) => {
    const { retNumber } = await api.submitCleanReturn('101');
    return { start: `/fss-asm-bm/${retNumber}`, rowsFor: (steps) => steps.map((_, i) => screens.rows(retNumber).nth(i)), detailRow: () => screens.rows(retNumber).first() };
  },
};

const qaho: FlowScreens = {
  name: 'QAHO',
  model: qahoDecisionModel,
  user: 'qaho',
  list: /\/qa-ho$/,
  detailTitle: 'QAHO Detail',
  decisionTitle: 'Approval Decision QAHO Detail',
  prepare: async (api, screens) => {
    const atQaho = await api.submitCleanReturn('120');
    const atQaClient = await api.submitCleanReturn('120');
    for (const { retNumber } of [atQaho, atQaClient]) {
      await api.approveAll('fss', 'SALES', retNumber);
      await api.approveAll('brqa', 'BRQA', retNumber);
    }
    await api.approveAll('qaho', 'QAHO', atQaClient.retNumber);
    const rowOf = { QAHO: atQaho.retNumber, QACLIENT: atQaClient.retNumber } as Record<string, string>;
    return {
      start: '/qa-ho',
      // Two QAHO rows are both lines of one return; a QACLIENT row is a line of the other.
      rowsFor: (steps) => steps.map((step, i) => screens.rows(rowOf[step]).nth(steps.slice(0, i).filter((s) => s === step).length)),
      detailRow: () => screens.rows(atQaho.retNumber).first(),
    };
  },
  // Rows of earlier journeys wait on the QAHO list too.
  showRows: (screens) => screens.showFifty(),
};

const LABELS = { A: 'Approve', R: 'Reject' } as const;

async function saysProblem(shell: ShellPage, state: State) {
  if (state.context.problem) expect(await shell.dialogMessage()).toBe(decisionMessages[state.context.problem]);
}

function walkFlow(flow: FlowScreens) {
  const { machine, events, serialize } = flow.model;
  const model = createTestModel(machine, { events, serializeState: serialize as never });
  const walks = coveringWalks(machine, events, serialize);
  for (const [index, walk] of walks.entries()) {
    const plan = walk.steps.map((s) => s.event.type);
    test(`${flow.name} decision flow, walk ${index + 1} of ${walks.length} (${plan.length} steps)`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const shell = new ShellPage(page);
      const screens = new ApprovalScreens(page);
      const walked = await flow.prepare(new ReturnsApi(request), screens);
      await shell.enterAs(flow.user, walked.start);
      let at = 0;
      const exec: Record<DecisionFlowEvent['type'], (event: DecisionFlowEvent, state: State, upcoming: string | undefined) => Promise<void>> = {
        'rows.select': async (event) => {
          await flow.showRows?.(screens);
          await screens.clearSelection();
          if (event.type === 'rows.select') for (const row of walked.rowsFor(event.steps)) await row.getByRole('checkbox').check();
        },
        'flow.next': async (_event, state) => {
          await screens.next();
          await saysProblem(shell, state);
        },
        'detail.open': async () => {
          await flow.showRows?.(screens);
          const row = walked.detailRow();
          await row.getByRole('button', { name: /^APL/ }).click();
        },
        'flow.back': async () => screens.button('Back').click(),
        'line.decide': async (event) => {
          if (event.type === 'line.decide') await screens.decide(event.index, LABELS[event.status]);
        },
        'line.remark': async (event) => {
          if (event.type === 'line.remark') await screens.remark(event.index, event.remark);
        },
        'common.remark': async (event) => {
          if (event.type === 'common.remark') await screens.commonRemark().fill(event.remark);
        },
        'all.approve': async () => screens.button('Approve All').click(),
        'all.reject': async (_event, state) => {
          await screens.button('Reject All').click();
          await saysProblem(shell, state);
        },
        'decision.save': async (_event, state, upcoming) => {
          if (upcoming === 'save.refused') await page.route(/\/api\/return\/[^/]+\/approve/, (route) => route.abort('connectionreset'), { times: 1 });
          await screens.button('Save').click();
          await saysProblem(shell, state);
        },
        'save.succeeded': async () => expect(await shell.dialogMessage()).toBe('Data has been saved!'),
        'save.refused': async () => expect(await shell.dialogMessage()).toBe('Something went wrong!'),
      };
      const states: Record<string, (state: State) => Promise<void>> = {
        listing: async (state) => {
          await expect(page).toHaveURL(flow.list);
          await expect(screens.checked()).toHaveCount(state.context.selectedSteps.length);
        },
        viewingDetail: async () => {
          await screens.expectTitle(flow.detailTitle);
          await expect(page.getByTestId('detail-data-line')).toHaveCount(2);
        },
        deciding: async (state) => {
          await screens.expectTitle(flow.decisionTitle);
          for (const [i, line] of state.context.lines.entries()) {
            for (const status of ['A', 'R'] as const) await expect(screens.lines().nth(i).getByRole('radio', { name: LABELS[status] })).toBeChecked({ checked: line.status === status });
            await expect(screens.lines().nth(i).getByRole('textbox', { name: 'Remark' })).toHaveValue(line.remark);
          }
          await expect(screens.commonRemark()).toHaveValue(state.context.commonRemark);
        },
        saving: async () => screens.expectTitle(flow.decisionTitle),
        saved: async () => expect(page).toHaveURL(flow.list),
      };
      await model.testPath(walk as never, {
        events: Object.fromEntries(Object.entries(exec).map(([type, run]) => [type, async (step: { event: DecisionFlowEvent; state: State }) => run(step.event, step.state, plan[++at])])) as never,
        states: Object.fromEntries(Object.entries(states).map(([key, check]) => [key, (state: State) => check(state)])) as never,
      });
    });
  }
}

test.describe('approval screens walked from the decision flow', () => {
  walkFlow(sales);
  walkFlow(qaho);
});
