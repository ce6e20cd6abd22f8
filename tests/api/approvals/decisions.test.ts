import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { seedReferenceData } from '../../../src/server/seed/referenceData.ts';

let t: TestApp;
let sales: string;
let photoId: number;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  photoId = await uploadPhoto(t, sales);
});
afterAll(() => t.close());

const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;

/** A Without RTV return of two lines of the clean invoice, submitted by sales service, with `reasonCode`. */
const submitted = (reasonCode: string) => submitCleanReturn(t, sales, reasonCode, photoId);

const decide = async (user: string, retNumber: string, decisions: object[], version?: number) =>
  t.request({
    method: 'POST',
    url: `/api/return/${retNumber}/approve${version === undefined ? '' : `?version=${version}`}`,
    token: await tokenOf(user),
    payload: decisions,
  });

const stored = (retNumber: string) =>
  t.db
    .selectFrom('returns')
    .select(['return_id', 'status', 'status_reject', 'step_code', 'version', 'route'])
    .where('ret_number', '=', retNumber)
    .executeTakeFirstOrThrow();
const count = async (table: 'return_decisions' | 'return_events', returnId: number) =>
  (
    await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)::int`.as('n'))
      .where('return_id', '=', returnId)
      .executeTakeFirstOrThrow()
  ).n;

describe('line decisions', () => {
  it('moves a return through SALES, BRQA, QAHO and QACLIENT to Chief Delivery as each step decides every line', async () => {
    const { retNumber, lineIds } = await submitted('120');
    expect((await stored(retNumber)).route).toEqual(['SALES', 'BRQA', 'QAHO', 'CD', 'CW']);
    const both = lineIds.map((id) => ({ approvalDetailId: id, status: 'A' }));

    const first = await decide('fss', retNumber, [both[0]!]);
    expect(first.json()).toMatchObject({ status: 200, data: { status: 'W', stepCode: 'SALES' } });
    expect((await decide('asm', retNumber, [both[1]!])).json().data.stepCode).toBe('BRQA');
    expect((await decide('brqa', retNumber, both)).json().data.stepCode).toBe('QAHO');
    expect((await decide('qaho', retNumber, both)).json().data.stepCode).toBe('QACLIENT');
    expect((await decide('qaho', retNumber, both)).json().data.stepCode).toBe('CD');

    const r = await stored(retNumber);
    expect(r).toMatchObject({ status: 'W', step_code: 'CD', version: 5 });
    expect(await count('return_decisions', r.return_id)).toBe(8);
    const entered = await t.db
      .selectFrom('return_events')
      .select(['from_step', 'to_step'])
      .where('return_id', '=', r.return_id)
      .where('event', '=', 'step.enter')
      .orderBy('event_id')
      .execute();
    expect(entered.map((e) => e.to_step)).toEqual(['BRQA', 'QAHO', 'QACLIENT', 'CD']);
    const cd = await t.db
      .selectFrom('return_assignments as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id')
      .select('u.user_name')
      .where('a.return_id', '=', r.return_id)
      .where('a.step_code', '=', 'CD')
      .execute();
    expect(cd.map((a) => a.user_name)).toContain('chief_delivery');
  });

  it('drops rejected lines and ends the return as rejected when none is left', async () => {
    const { retNumber, lineIds } = await submitted('101');
    await decide('fss', retNumber, [
      { approvalDetailId: lineIds[0], status: 'R', remark: 'Not sold by us' },
      { approvalDetailId: lineIds[1], status: 'A' },
    ]);
    const rejected = await t.db
      .selectFrom('return_items')
      .select(['return_detail_id', 'approval_status'])
      .where('return_detail_id', 'in', lineIds)
      .orderBy('line')
      .execute();
    expect(rejected.map((l) => l.approval_status)).toEqual(['R', null]);

    const other = await submitted('101');
    const all = other.lineIds.map((id) => ({ approvalDetailId: id, status: 'R', remark: 'Outside the return policy' }));
    expect((await decide('fss', other.retNumber, all)).json().data).toMatchObject({ status: 'A', stepCode: 'END' });
    expect(await stored(other.retNumber)).toMatchObject({ status: 'A', status_reject: true });
  });

  it("refuses with the specification's messages and changes nothing", async () => {
    const { retNumber, lineIds } = await submitted('101');
    const before = await stored(retNumber);
    const refusal = async (decisions: object[]) => {
      const response = await decide('fss', retNumber, decisions);
      expect(response.statusCode).toBe(400);
      return response.json().detail;
    };
    expect(await refusal([{ approvalDetailId: lineIds[0], status: null }])).toBe('Please select approval material status first!');
    expect(await refusal([{ approvalDetailId: lineIds[0], status: 'R', remark: ' ' }])).toBe('Please fill remark reject first!');
    expect(await refusal([{ approvalDetailId: 999999, status: 'A' }])).toBe(`Line 999999 is not part of return ${retNumber}.`);
    // The decision flow's checks in its order (decisionRules.ts): every line decided first, then the remarks.
    const both = await decide('fss', retNumber, [
      { approvalDetailId: lineIds[0], status: 'R' },
      { approvalDetailId: lineIds[1], status: null },
    ]);
    expect(both.json()).toMatchObject({ detail: 'Please select approval material status first!', field: '1.status' });
    expect(await stored(retNumber)).toEqual(before);
    expect(await count('return_decisions', before.return_id)).toBe(0);
  });

  it('refuses a decision at a step the return is not at, a line decided already and a stale version (409)', async () => {
    const { retNumber, lineIds } = await submitted('101');
    const { version } = await stored(retNumber);
    expect((await decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'A' }], version)).statusCode).toBe(200);
    expect((await decide('fss', retNumber, [{ approvalDetailId: lineIds[1], status: 'A' }], version)).statusCode).toBe(409);
    expect((await decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'R', remark: 'Changed my mind' }])).statusCode).toBe(409);
    await decide('fss', retNumber, [{ approvalDetailId: lineIds[1], status: 'A' }]);
    expect((await stored(retNumber)).step_code).toBe('CD');
    expect((await decide('fss', retNumber, [{ approvalDetailId: lineIds[1], status: 'A' }])).statusCode).toBe(409);
  });

  it('lets exactly one of twenty parallel decisions on one line through', async () => {
    const { retNumber, lineIds } = await submitted('101');
    await tokenOf('fss');
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'A' }])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
    const r = await stored(retNumber);
    expect(await count('return_decisions', r.return_id)).toBe(1);
    const events = await t.db
      .selectFrom('return_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('return_id', '=', r.return_id)
      .where('event', '=', 'line.decide')
      .executeTakeFirstOrThrow();
    expect(events.n).toBe(1);
  });

  it('lets only assigned deciders of the step decide, within their plants', async () => {
    const { retNumber, lineIds } = await submitted('101');
    const approve = [{ approvalDetailId: lineIds[0], status: 'A' }];
    expect((await decide('display', retNumber, approve)).statusCode).toBe(403);
    expect((await decide('brqa', retNumber, approve)).statusCode).toBe(403);
    expect((await decide('fss2', retNumber, approve)).statusCode).toBe(404);
    const r = await stored(retNumber);
    const fss = await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'fss').executeTakeFirstOrThrow();
    await t.db.deleteFrom('return_assignments').where('return_id', '=', r.return_id).where('user_id', '=', fss.user_id).execute();
    expect((await decide('fss', retNumber, approve)).json()).toMatchObject({ status: 403, detail: 'You are not assigned to decide this return.' });
    expect((await decide('admin', retNumber, approve)).statusCode).toBe(200);
    expect(await count('return_decisions', r.return_id)).toBe(1);
  });
});

describe('the bulk approval of several returns (POST /return/approval, spec 000 §7)', () => {
  const decideAll = async (user: string, decisions: object[]) =>
    t.request({ method: 'POST', url: '/api/return/approval', token: await tokenOf(user), payload: decisions });

  it('decides the lines of each return at its step, one answer per return', async () => {
    const [one, two] = [await submitted('101'), await submitted('101')];
    const decisions = [...one.lineIds, ...two.lineIds].map((approvalDetailId) => ({ approvalDetailId, status: 'A' }));
    const answer = await decideAll('fss', decisions);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual([
      { retNumber: one.retNumber, status: 'W', stepCode: 'CD', version: 1 },
      { retNumber: two.retNumber, status: 'W', stepCode: 'CD', version: 1 },
    ]);
    expect(await stored(two.retNumber)).toMatchObject({ step_code: 'CD' });
  });

  it('changes nothing when one return refuses, or a line is out of reach', async () => {
    const [mine, decided] = [await submitted('101'), await submitted('101')];
    await decide(
      'fss',
      decided.retNumber,
      decided.lineIds.map((approvalDetailId) => ({ approvalDetailId, status: 'A' })),
    );
    const before = await count('return_decisions', mine.returnId);
    const refused = await decideAll(
      'fss',
      [...mine.lineIds, ...decided.lineIds].map((approvalDetailId) => ({ approvalDetailId, status: 'A' })),
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().detail).toBe(`Return ${decided.retNumber} is not waiting for line decisions.`);
    const missing = await decideAll('fss', [
      { approvalDetailId: mine.lineIds[0], status: 'A' },
      { approvalDetailId: 2147480000, status: 'A' },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Line 2147480000 was not found.');
    expect((await decideAll('fss2', [{ approvalDetailId: mine.lineIds[0], status: 'A' }])).statusCode).toBe(404);
    expect((await decideAll('fss', [{ approvalDetailId: mine.lineIds[0], status: 'R' }])).json().field).toBe('0.remark');
    expect(await count('return_decisions', mine.returnId)).toBe(before);
    expect(await stored(mine.retNumber)).toMatchObject({ step_code: 'SALES', version: 0 });
  });
});

describe('approval lists', () => {
  const listOf = async (user: string, query: string) => t.request({ method: 'GET', url: `/api/return/myapproval?${query}`, token: await tokenOf(user) });

  it('shows each assigned decider the lines waiting at the step, and none once decided', async () => {
    const { retNumber, lineIds } = await submitted('101');
    const page = (await listOf('fss', `stepCode=SALES&retNumber=${retNumber}`)).json();
    expect(page.totalRecord).toBe(2);
    expect(page.data.map((r: { approvalDetailId: number }) => r.approvalDetailId)).toEqual(lineIds);
    expect(page.data[0]).toMatchObject({ retNumber, stepCode: 'SALES', customerCode: '30000001', userName: 'sales_service', returnType: 'NONMTKA' });
    await decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'A' }]);
    expect((await listOf('asm', `stepCode=SALES&retNumber=${retNumber}`)).json().data.map((r: { approvalDetailId: number }) => r.approvalDetailId)).toEqual([
      lineIds[1],
    ]);
    expect((await listOf('fss', `stepCode=SALES&retNumber=${retNumber}&typeReturn=MTKA`)).json().totalRecord).toBe(0);
  });

  it("shows nothing of other plants or other deciders' assignments, and refuses users without the screen", async () => {
    const { retNumber } = await submitted('101');
    expect((await listOf('fss2', `stepCode=SALES&retNumber=${retNumber}`)).json().totalRecord).toBe(0);
    expect((await listOf('brqa', `stepCode=SALES`)).statusCode).toBe(403);
    expect((await listOf('brqa', `stepCode=BRQA&retNumber=${retNumber}`)).json().totalRecord).toBe(0);
    expect((await listOf('admin', `stepCode=SALES&retNumber=${retNumber}`)).json().totalRecord).toBe(2);
    expect((await listOf('fss', 'stepCode=CD')).statusCode).toBe(400);
  });

  it('lists QAHO and QACLIENT lines together for QA head office', async () => {
    const { retNumber, lineIds } = await submitted('120');
    const all = lineIds.map((id) => ({ approvalDetailId: id, status: 'A' }));
    await decide('fss', retNumber, all);
    await decide('brqa', retNumber, all);
    expect((await listOf('qaho', `stepCode=QAHO&retNumber=${retNumber}`)).json().data[0].stepCode).toBe('QAHO');
    await decide('qaho', retNumber, all);
    expect((await listOf('qaho', `stepCode=QAHO&retNumber=${retNumber}`)).json().data[0].stepCode).toBe('QACLIENT');
  });
});

describe('following a step without deciding there', () => {
  it('shows sales service every line waiting at FSS / ASM / BM in its plants, for the quantity change (issue 30 item 17)', async () => {
    const { retNumber } = await submitted('101');
    const list = async (user: string) =>
      (
        (await t.request({ method: 'GET', url: `/api/return/myapproval?stepCode=SALES&retNumber=${retNumber}`, token: await tokenOf(user) })).json().data as {
          retNumber: string;
        }[]
      ).map((r) => r.retNumber);
    expect(await list('sales_service')).toEqual([retNumber, retNumber]);
    // A decider sees only what is assigned to them; another plant's deciders nothing.
    expect(await list('fss')).toEqual([retNumber, retNumber]);
    expect(await list('fss2')).toEqual([]);
  });
});

describe('rejecting a whole return', () => {
  const reject = async (user: string, retNumber: string, remark = 'Customer withdrew the return') =>
    t.request({ method: 'POST', url: `/api/return/${retNumber}/reject`, token: await tokenOf(user), payload: { remark } });

  it('rejects a return nobody approved yet, once', async () => {
    const { retNumber, lineIds } = await submitted('101');
    await decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'R', remark: 'Wrong customer' }]);
    const response = await reject('sales_service', retNumber);
    expect(response.json()).toMatchObject({ status: 200, data: { status: 'R', stepCode: null } });
    expect(await stored(retNumber)).toMatchObject({ status: 'R', step_code: null });
    expect((await reject('sales_service', retNumber)).statusCode).toBe(409);
    expect((await decide('fss', retNumber, [{ approvalDetailId: lineIds[1], status: 'A' }])).statusCode).toBe(409);
  });

  it('refuses users without the action, a missing remark, and a return with an approved line', async () => {
    const { retNumber, lineIds } = await submitted('101');
    expect((await reject('fss', retNumber)).statusCode).toBe(403);
    expect((await reject('admin', retNumber, '')).statusCode).toBe(400);
    await decide('fss', retNumber, [{ approvalDetailId: lineIds[0], status: 'A' }]);
    const before = await stored(retNumber);
    expect((await reject('sales_service', retNumber)).statusCode).toBe(409);
    expect(await stored(retNumber)).toEqual(before);
  });
});

describe('acting on any step', () => {
  const holders = async () =>
    (
      await t.db
        .selectFrom('role_permissions as rp')
        .innerJoin('roles as r', 'r.role_id', 'rp.role_id')
        .select('r.role_name')
        .where('rp.permission_key', '=', 'approvals.anyStep')
        .orderBy('r.role_name')
        .execute()
    ).map((r) => r.role_name);

  it('is the permission approvals.anyStep, held by ADMIN and ADMINISTRATOR, also in a database from before the key', async () => {
    expect(await holders()).toEqual(['ADMIN', 'ADMINISTRATOR']);
    // A database without the key gets it, granted by the default matrix, from the catalogue's sync at the next start.
    await t.db.deleteFrom('permissions').where('permission_key', '=', 'approvals.anyStep').execute();
    expect(await holders()).toEqual([]);
    await seedReferenceData(t.db);
    expect(await holders()).toEqual(['ADMIN', 'ADMINISTRATOR']);
  });

  it("is judged by the permission, not by the role's name", async () => {
    const { retNumber, lineIds } = await submitted('101');
    const r = await stored(retNumber);
    const fss = await t.db.selectFrom('users').select('user_id').where('user_name', '=', 'fss').executeTakeFirstOrThrow();
    await t.db.deleteFrom('return_assignments').where('return_id', '=', r.return_id).where('user_id', '=', fss.user_id).execute();
    const approve = [{ approvalDetailId: lineIds[0], status: 'A' }];
    expect((await decide('fss', retNumber, approve)).statusCode).toBe(403);
    const role = await t.db.selectFrom('roles').select('role_id').where('role_name', '=', 'FSS').executeTakeFirstOrThrow();
    await t.db.insertInto('role_permissions').values({ role_id: role.role_id, permission_key: 'approvals.anyStep' }).execute();
    try {
      expect((await decide('fss', retNumber, approve)).statusCode).toBe(200);
    } finally {
      await t.db.deleteFrom('role_permissions').where('role_id', '=', role.role_id).where('permission_key', '=', 'approvals.anyStep').execute();
    }
  });
});
