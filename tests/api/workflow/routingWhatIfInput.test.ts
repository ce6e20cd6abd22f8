import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * A routing value routing would not understand is refused before it is previewed, as Save refuses
 * it, naming the field and changing nothing (issue 55 item 11): `abc;;`, reasons separated by
 * semicolons, an unknown reason were previewed as if they were lists of nothing.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const today = { salesTypes: 'NONMTKA,NOREFNONMTKA', brqaReasons: '102,120,135', qahoReasons: '120,135' };
const routingParams = () =>
  t.db
    .selectFrom('params')
    .select(['param_id', 'param_code', 'param_value', 'sort_order'])
    .where('param_group_id', '=', 'STEP_APPROVAL')
    .orderBy('param_id')
    .execute();

const bad = [
  {
    field: 'salesTypes',
    code: 'ROUTE_SALES_TYPES',
    value: 'abc;;',
    detail: 'abc;; is not a return type. Separate return types with commas: MTKA, NONMTKA, NONREFMTKA, NOREFNONMTKA.',
  },
  {
    field: 'brqaReasons',
    code: 'ROUTE_BRQA_REASONS',
    value: '102;120;135',
    detail: '102;120;135 is not a reason code of REASON. Separate reason codes with commas, as in 102,120.',
  },
  {
    field: 'qahoReasons',
    code: 'ROUTE_QAHO_REASONS',
    value: '120, 999',
    detail: '999 is not a reason code of REASON. Separate reason codes with commas, as in 102,120.',
  },
] as const;

describe('the what-if of a routing change', () => {
  it.each(bad)('refuses $value in $field with a 400 naming it, as Save does, and changes nothing', async ({ field, code, value, detail }) => {
    const before = await routingParams();
    const preview = await t.request({ method: 'POST', url: '/api/workflow/what-if', token: admin, payload: { ...today, [field]: value } });
    expect(preview.statusCode, preview.body).toBe(400);
    expect(preview.json()).toMatchObject({ field, detail });

    const param = before.find((p) => p.param_code === code)!;
    const saved = await t.request({
      method: 'PUT',
      url: `/api/param/${param.param_id}`,
      token: admin,
      payload: { paramGroupId: 'STEP_APPROVAL', paramCode: code, paramValue: value, sortOrder: param.sort_order },
    });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(saved.json()).toMatchObject({ field: 'paramValue', detail });
    expect(await routingParams()).toEqual(before);
  });

  it('still previews values routing understands, spaces and empty items aside', async () => {
    const preview = await t.request({
      method: 'POST',
      url: '/api/workflow/what-if',
      token: admin,
      payload: { ...today, brqaReasons: ' 102 , 120,,135', qahoReasons: '' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
  });
});
