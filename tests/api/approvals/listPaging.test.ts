import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnAtDelivery, submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * The work lists page two ways: by page number (OFFSET) and, from a page's `nextCursor`, by the
 * list's order keys (keyset). Walked both ways a list gives the same rows in the same order, each
 * once, with the same total; a cursor nobody issued is refused.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const user of ['sales_service', 'fss', 'chief_delivery']) tokens[user] = await t.signIn(user);
  for (let i = 0; i < 5; i++) await submitCleanReturn(t, tokens.sales_service!, '101', await uploadPhoto(t, tokens.sales_service!));
  for (let i = 0; i < 3; i++) await returnAtDelivery(t, tokens.sales_service!, tokens.fss!);
});
afterAll(() => t.close());

type Page = { totalRecord: number; nextCursor?: string; data: Record<string, unknown>[] };

async function pageAt(url: string, user: string, pageSize: number, by: { pageNo: number } | { after: string }): Promise<Page> {
  const how = 'after' in by ? `after=${by.after}` : `pageNo=${by.pageNo}`;
  const answer = await t.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}pageSize=${pageSize}&${how}`, token: tokens[user] });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** Every row of the list, following nextCursor from page 1, and by page number; both with the totals they answered. */
async function walkBothWays(url: string, user: string, key: string, pageSize = 3) {
  const byCursor: unknown[] = [];
  const cursorTotals = new Set<number>();
  for (let page = await pageAt(url, user, pageSize, { pageNo: 1 }); ;) {
    byCursor.push(...page.data.map((row) => row[key]));
    cursorTotals.add(page.totalRecord);
    if (!page.nextCursor) break;
    page = await pageAt(url, user, pageSize, { after: page.nextCursor });
  }
  const first = await pageAt(url, user, pageSize, { pageNo: 1 });
  const byNumber: unknown[] = [];
  for (let pageNo = 1; byNumber.length < first.totalRecord; pageNo++)
    byNumber.push(...(await pageAt(url, user, pageSize, { pageNo })).data.map((row) => row[key]));
  return { byCursor, byNumber, cursorTotals: [...cursorTotals], total: first.totalRecord };
}

describe('list paging', () => {
  it('walks the FSS approval list by cursor to the same lines, in the same order, as by page number', async () => {
    const { byCursor, byNumber, cursorTotals, total } = await walkBothWays('/api/return/myapproval?stepCode=SALES', 'fss', 'approvalDetailId');
    expect(total).toBeGreaterThanOrEqual(10);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(total);
    expect(cursorTotals).toEqual([total]);
  });

  it('walks the Chief Delivery list by cursor to the same returns as by page number, and says when no page follows', async () => {
    const { byCursor, byNumber, total } = await walkBothWays('/api/return/delivery', 'chief_delivery', 'retNumber', 2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(byCursor).toEqual(byNumber);
    const whole = await pageAt('/api/return/delivery', 'chief_delivery', total, { pageNo: 1 });
    expect(whole.data).toHaveLength(total);
    expect(whole.nextCursor).toBeUndefined();
  });

  it('reads a page nearer the end backwards from the end, with the same rows and a cursor to the page after it', async () => {
    const url = '/api/return/myapproval?stepCode=SALES';
    const whole = (await pageAt(url, 'fss', 1000, { pageNo: 1 })).data.map((row) => row.approvalDetailId);
    const pages = Math.ceil(whole.length / 2);
    expect(pages).toBeGreaterThanOrEqual(4);
    for (let pageNo = 1; pageNo <= pages + 1; pageNo++) {
      const page = await pageAt(url, 'fss', 2, { pageNo });
      expect(
        page.data.map((row) => row.approvalDetailId),
        `page ${pageNo}`,
      ).toEqual(whole.slice((pageNo - 1) * 2, pageNo * 2));
      if (pageNo >= pages) expect(page.nextCursor, `page ${pageNo}`).toBeUndefined();
      else
        expect(
          (await pageAt(url, 'fss', 2, { after: page.nextCursor! })).data.map((row) => row.approvalDetailId),
          `after page ${pageNo}`,
        ).toEqual(whole.slice(pageNo * 2, pageNo * 2 + 2));
    }
  });

  it('refuses a cursor it did not issue with a message on the field, for any shape', async () => {
    const forged = [
      Buffer.from('not json').toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-01 10:00:00+00'])).toString('base64url'),
      Buffer.from(JSON.stringify(['yesterday', '1', '1', '1'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-01 10:00:00+00', 'x', '1', '1'])).toString('base64url'),
      // Values the database would refuse in its casts: beyond an integer column, a bare number as a time, a NUL.
      Buffer.from(JSON.stringify(['2026-11-01 10:00:00+00', '9999999999', '1', '1'])).toString('base64url'),
      Buffer.from(JSON.stringify(['1', '1', '1', '1'])).toString('base64url'),
      Buffer.from(JSON.stringify(['2026-11-01 10:00:00+00', '1', '1\u0000', '1'])).toString('base64url'),
    ];
    for (const after of forged) {
      const answer = await t.request({ method: 'GET', url: `/api/return/myapproval?stepCode=SALES&after=${after}`, token: tokens.fss });
      expect(answer.statusCode, after).toBe(400);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      expect(answer.json().errors?.[0]?.field ?? answer.json().field).toBe('after');
    }
  });
});
