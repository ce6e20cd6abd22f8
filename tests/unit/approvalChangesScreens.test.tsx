import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Schemas } from '../../src/web/api/client.ts';
import { dialogSays, listed, renderScreens } from '../fixtures/renderScreens.tsx';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';

const answering: (() => void)[] = [];
afterEach(() => {
  cleanup();
  answering.splice(0).forEach((stop) => stop());
});

function renderAt(path: string, answers: Record<string, (request: Request) => unknown>) {
  const api = answerApi({ ...signedInAs('admin', ['approvals.changes']), ...answers });
  answering.push(api.stop);
  return { router: renderScreens(path), calls: api.calls };
}
const rowBox = (text: string) => within(screen.getAllByRole('row').find((r) => r.textContent?.includes(text))!).getByRole('checkbox');

const changeUsers: Schemas['FoundUser'][] = [
  { userId: 5, userName: 'fss', fullName: 'Field Sales', roles: ['FSS'], plants: ['1001'] },
  { userId: 6, userName: 'asm', fullName: 'Area Sales', roles: ['ASM'], plants: ['1001'] },
];
const findUsers = (request: Request) => {
  const name = new URL(request.url).searchParams.get('userName') ?? '';
  const found = changeUsers.filter((u) => u.userName.includes(name));
  return { data: found, pageNo: 1, pageSize: 10, totalRecord: found.length };
};
const pendingReturns = () => ({
  data: [{ retNumber: 'APL100126000007', createdDate: '2026-11-20T03:00:00.000Z', stepCode: 'SALES', plantCode: '1001' }],
  pageNo: 1,
  pageSize: 10,
  totalRecord: 1,
});

/** Chooses `userName` in the search popup of `field` (Username Old or Username New). */
async function pickUser(user: ReturnType<typeof userEvent.setup>, field: string, userName: string) {
  await user.click(screen.getByRole('button', { name: `Search ${field}` }));
  const dialog = await screen.findByRole('dialog', { name: field });
  await user.type(within(dialog).getByLabelText('Username'), `${userName}{Enter}`);
  const row = await within(dialog).findByRole('row', { name: new RegExp(`\\b${userName}\\b`) }, { timeout: 15_000 });
  await user.click(within(row).getByRole('button', { name: 'Choose' }));
}

describe('Approval Changes', () => {
  it("searches the old user's returns by number and shows the server refusing the change", async () => {
    const user = userEvent.setup();
    const { calls } = renderAt('/report-return/approval-changes', {
      'GET /username': findUsers,
      'GET /return/changes': pendingReturns,
      'POST /return/changes': () => problem(409, 'APL100126000007 is no longer waiting for fss.'),
    });
    await screen.findByRole('button', { name: 'Search' });
    await pickUser(user, 'Username Old', 'fss');
    await pickUser(user, 'Username New', 'asm');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await listed('APL100126000007');
    expect(calls.filter((c) => c.key === 'GET /return/changes').length).toBeGreaterThan(0);
    await user.click(rowBox('APL100126000007'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('APL100126000007 is no longer waiting for fss.');
    expect(calls.filter((c) => c.key === 'POST /return/changes')).toHaveLength(1);
  });

  it("asks for the old user, the new user and some returns in the specification's words, then moves them and reads the old user's returns again", async () => {
    const user = userEvent.setup();
    let moved = false;
    const { calls } = renderAt('/report-return/approval-changes', {
      'GET /username': findUsers,
      'GET /return/changes': () => (moved ? { data: [], pageNo: 1, pageSize: 10, totalRecord: 0 } : pendingReturns()),
      'POST /return/changes': () => {
        moved = true;
        return { status: 200, message: 'Data has been saved!' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await dialogSays('Please select username old first');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('please input username old');

    await pickUser(user, 'Username Old', 'fss');
    expect(await screen.findByText(/Roles: FSS/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please input username new');
    await pickUser(user, 'Username New', 'asm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Please select RetNumber');
    await listed('APL100126000007');
    await user.click(rowBox('APL100126000007'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await dialogSays('Data has been saved!');
    const sent = calls.find((c) => c.key === 'POST /return/changes')!;
    expect(await sent.request.json()).toEqual({ usernameOld: 'fss', usernameNew: 'asm', retNumbers: ['APL100126000007'] });
    await screen.findByText('No records found');
  });
});
