import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminScreens } from '../../src/web/features/admin/records/adminScreens.ts';
import { listed, pasteInto, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';

/**
 * The what-if of a routing change (issue 55 item 11): a value the server refuses is shown by the
 * field it was typed in, for the preview as for Save, and the preview names return types and
 * reasons as the product does, its dates DD/MM/YYYY.
 */
const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

const refusal = (field: string, detail: string) =>
  new Response(JSON.stringify({ status: 400, title: 'Bad Request', detail, field }), { status: 400, headers: { 'content-type': 'application/problem+json' } });
const notReasons = (value: string) => `${value} is not a reason code of REASON. Separate reason codes with commas, as in 102,120.`;
const row = { paramId: 7, paramGroupId: 'STEP_APPROVAL', paramCode: 'ROUTE_BRQA_REASONS', paramValue: '102,120,135', sortOrder: 3 };
const params: Record<string, { paramCode: string; paramValue: string }[]> = {
  STEP_APPROVAL: [
    { paramCode: 'ROUTE_SALES_TYPES', paramValue: 'NONMTKA,NOREFNONMTKA' },
    { paramCode: 'ROUTE_BRQA_REASONS', paramValue: '102,120,135' },
    { paramCode: 'ROUTE_QAHO_REASONS', paramValue: '120,135' },
  ],
  REASON: [{ paramCode: '101', paramValue: 'Expired' }],
};
/** Reason 101 of a Without RTV return passing BRQA too: its route today and with the change. */
const routes = { currentRoute: ['SALES', 'CD', 'CW'], proposedRoute: ['SALES', 'BRQA', 'CD', 'CW'] };
const preview = {
  since: '2026-01-05',
  lines: 8,
  changed: 6,
  changes: [{ returnType: 'NONMTKA', reasonCode: '101', needsClient: false, lines: 6, ...routes }],
  steps: [{ step: 'BRQA', week: '2026-03-02', current: 0, proposed: 6 }],
  stepPace: [],
  paceDays: 7,
  leadTime: { currentMedianSeconds: null, proposedMedianSeconds: null },
};

function renderParams() {
  const s = adminScreens.find((a) => a.resource === 'param')!;
  const api = answerApi({
    ...signedInAs('admin', [s.permission]),
    'GET /param': (request) => {
      const group = new URL(request.url).searchParams.get('paramGroupId');
      const rows = group ? (params[group] ?? []).map((p, i) => ({ ...row, paramId: i + 1, paramGroupId: group, ...p })) : [row];
      return { data: rows, pageNo: 1, pageSize: 10, totalRecord: rows.length };
    },
    'POST /workflow/what-if': async (request) => {
      const body = (await request.json()) as { brqaReasons: string };
      return body.brqaReasons.includes(';') ? refusal('brqaReasons', notReasons(body.brqaReasons)) : preview;
    },
    'PUT /param/{id}': async (request) => refusal('paramValue', notReasons(((await request.json()) as { paramValue: string }).paramValue)),
  });
  answering.push(api.stop);
  renderScreens(s.route, { env: 'test' });
  return api.calls;
}

/** The text shown under the input (Mantine's error, which the input names as its description). */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the what-if of a routing change', () => {
  it('shows a value the server refuses by its field, for the preview and for Save, until the value changes', async () => {
    const user = userEvent.setup();
    const calls = renderParams();
    await listed('ROUTE_BRQA_REASONS');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ROUTE_BRQA_REASONS' });
    const value = within(dialog).getByRole('textbox', { name: /^Value/ });
    await user.clear(value);
    await pasteInto(user, value, '102;120;135');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    expect(await within(dialog).findByText(notReasons('102;120;135'))).toBeTruthy();
    expect(errorOf(value)).toContain(notReasons('102;120;135'));
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).queryByTestId('what-if-answer')).toBeNull();

    // Changed, the message goes; another value refused by Save is shown under the field, and no other dialog says it.
    await user.type(value, '{Backspace}');
    expect(within(dialog).queryByText(notReasons('102;120;135'))).toBeNull();
    expect(value.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(notReasons('102;120;13'))).toBeTruthy();
    expect(errorOf(value)).toContain(notReasons('102;120;13'));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(calls.filter((c) => c.key === 'PUT /param/{id}')).toHaveLength(1);
  });

  it('names return types and reasons as the product does, and shows its dates DD/MM/YYYY', async () => {
    const user = userEvent.setup();
    renderParams();
    await listed('ROUTE_BRQA_REASONS');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit ROUTE_BRQA_REASONS' });
    await pasteInto(user, within(dialog).getByRole('textbox', { name: /^Value/ }), '101,');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    const answer = await within(dialog).findByTestId('what-if-answer');
    expect(within(answer).getByTestId('what-if-summary').textContent).toBe('6 of the 8 lines registered since 05/01/2026 would route differently.');
    const change = within(answer).getByTestId('what-if-changes').querySelector('tbody tr')!;
    const cells = [...change.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 2)).toEqual(['Without RTV', '101 - Expired']);
    expect(within(answer).getByTestId('what-if-weeks').querySelector('tbody td')!.textContent).toBe('02/03/2026');
  });
});
