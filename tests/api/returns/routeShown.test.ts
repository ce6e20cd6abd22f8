import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeRoute, routingPolicyFrom } from '../../../machines/returns/route.ts';
import type { CrpFlag } from '../../../machines/returns/blockRules.ts';
import { cleanReturnBody, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * The route a creation screen shows before saving is the route the server stores and decides by
 * (issue 30 item 14: invoice 9000000019 showed no client step for its Within CRP line, yet the
 * client decided it). For every demo invoice of plant 1001 and every reason, the lines a user can
 * choose are routed as the screen routes them (machines/returns/route.ts, from the lines as the
 * invoice search answers them and the policy as GET /param answers it) and saved: the stored
 * route is the same, and it is every chosen line's.
 */
let t: TestApp;
let sales: string;
let photoId: number;
beforeAll(async () => {
  t = await startTestApp();
  sales = await t.signIn('sales_service');
  photoId = await uploadPhoto(t, sales);
});
afterAll(() => t.close());

interface Found {
  line: number;
  blockRemark: string | null;
  crprgp: CrpFlag;
  principalApproval: boolean;
}

const invoices = Array.from({ length: 11 }, (_, i) => String(9000000010 + i));

describe('the route shown before saving', () => {
  it('is the route the server stores, for every demo invoice and reason', async () => {
    const params = (await t.request({ method: 'GET', url: '/api/param?paramGroupId=STEP_APPROVAL&pageSize=100', token: sales })).json().data as {
      paramCode: string;
      paramValue: string;
    }[];
    const policy = routingPolicyFrom(Object.fromEntries(params.map((p) => [p.paramCode, p.paramValue])));
    const allReasons = (
      (await t.request({ method: 'GET', url: '/api/param?paramGroupId=REASON&pageSize=100', token: sales })).json().data as { paramCode: string }[]
    ).map((r) => r.paramCode);
    // One reason of each kind the policy tells apart (no QA step, BRQA, BRQA and QA HO): the others route alike.
    const kindOf = (reason: string) => `${policy.brqaReasons.includes(reason)}/${policy.qahoReasons.includes(reason)}`;
    const reasons = [...new Map(allReasons.map((reason) => [kindOf(reason), reason])).values()];
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    const compared = new Set<string>();
    let choosable = 0;
    for (const invoiceNo of invoices) {
      const found = (await t.request({ method: 'GET', url: `/api/return/lookup/invoice-lines?invoiceNo=${invoiceNo}&pageSize=50`, token: sales })).json()
        .data as Found[];
      const chosen = found.filter((l) => l.blockRemark === null);
      if (!chosen.length) continue;
      choosable++;
      for (const reasonCode of reasons) {
        const shown = computeRoute(policy, {
          returnType: 'NONMTKA',
          reasonCode,
          lines: chosen.map((l) => ({ crprgp: l.crprgp, principalApproval: l.principalApproval })),
        });
        const body = await cleanReturnBody(t, sales, reasonCode, photoId, { invoiceNo, lineNumbers: chosen.map((l) => l.line) });
        const saved = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: body });
        if (saved.statusCode !== 200) continue;
        const stored = await t.db.selectFrom('returns').select('route').where('return_id', '=', saved.json().data.returnId).executeTakeFirstOrThrow();
        expect(stored.route, `${invoiceNo}, reason ${reasonCode}`).toEqual(shown);
        compared.add(invoiceNo);
      }
    }
    // Every invoice with lines to choose was saved with at least one reason.
    expect(compared.size).toBe(choosable);
    expect(choosable).toBeGreaterThan(5);
  });
});
