import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';
import { submitCleanReturn, uploadPhoto } from '../../fixtures/returns.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
const tokens = new Map<string, string>();
const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;
const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, user = 'admin') =>
  t.request({ method, url: `/api${url}`, token: await tokenOf(user), ...(body ? { payload: body } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
  const answer = await call(method, url, body);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
};
/** The fields of a row that its edit form sends. */
const paramEdit = ({ paramGroupId, paramCode, paramValue, sortOrder }: Row) => ({ paramGroupId, paramCode, paramValue, sortOrder });
const templateEdit = ({ templateCode, subject, body }: Row) => ({ templateCode, subject, body });
const settingEdit = ({ settingKey, settingValue, description }: Row) => ({ settingKey, settingValue, description });
const refused = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body: object | undefined, status: number, field?: string) => {
  const answer = await call(method, url, body);
  expect(answer.statusCode, answer.body).toBe(status);
  if (field) expect(answer.json().field).toBe(field);
  return answer.json().detail as string;
};

describe('parameter groups', () => {
  it('are listed with their parameters, created, changed and removed, and the audit trail keeps each change', async () => {
    const list = await ok('GET', '/paramgroup');
    expect(list.data.map((g: Row) => g.paramGroupId)).toEqual(expect.arrayContaining(['REASON', 'STATUS', 'STATUS_PRINT', 'STEP_APPROVAL']));
    expect(list.data.find((g: Row) => g.paramGroupId === 'STATUS').paramCount).toBe(4);

    const created = await call('POST', '/paramgroup', { paramGroupId: 'RETURN_CHANNEL', description: 'Channels' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ paramGroupId: 'RETURN_CHANNEL', description: 'Channels', paramCount: 0 });
    expect(await refused('POST', '/paramgroup', { paramGroupId: 'RETURN_CHANNEL', description: 'Again' }, 409, 'paramGroupId')).toBe(
      'The parameter group RETURN_CHANNEL already exists.',
    );
    // Its name stays; the description changes.
    expect(await ok('PUT', '/paramgroup/RETURN_CHANNEL', { paramGroupId: 'OTHER', description: 'Return channels' })).toEqual({
      paramGroupId: 'RETURN_CHANNEL',
      description: 'Return channels',
      paramCount: 0,
    });
    await ok('DELETE', '/paramgroup/RETURN_CHANNEL');
    await refused('GET', '/paramgroup/RETURN_CHANNEL', undefined, 404);

    const trail = await ok('GET', '/audit?entity=parameter%20group&userName=admin');
    expect(trail.data.map((e: Row) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(JSON.parse(trail.data[1].detail)).toEqual({
      before: { paramGroupId: 'RETURN_CHANNEL', description: 'Channels', paramCount: 0 },
      after: { paramGroupId: 'RETURN_CHANNEL', description: 'Return channels' },
    });
  });

  it('keeps the groups the product reads, and refuses what no group can be called', async () => {
    expect(await refused('DELETE', '/paramgroup/STEP_APPROVAL', undefined, 409)).toBe(
      'The product reads the parameter group STEP_APPROVAL; it cannot be deleted.',
    );
    await refused('POST', '/paramgroup', { paramGroupId: 'with space', description: 'x' }, 400, 'paramGroupId');
    await refused('POST', '/paramgroup', { paramGroupId: 'X', description: '' }, 400, 'description');
    expect((await call('GET', '/paramgroup/STATUS')).statusCode).toBe(200);
  });
});

describe('parameters', () => {
  it('are read by every signed-in user, in their group order', async () => {
    const reasons = (await call('GET', '/param?paramGroupId=REASON&pageSize=20', undefined, 'fss')).json();
    expect(reasons.data.map((p: Row) => p.paramCode).slice(0, 3)).toEqual(['101', '102', '103']);
    expect(reasons.data.every((p: Row) => p.paramGroupId === 'REASON')).toBe(true);
  });

  it('keep the routing policy understood: reason codes that exist, return types that exist', async () => {
    const brqa = (await ok('GET', '/param?paramGroupId=STEP_APPROVAL&paramCode=ROUTE_BRQA')).data[0];
    expect(await refused('PUT', `/param/${brqa.paramId}`, { ...paramEdit(brqa), paramValue: '102,999' }, 400, 'paramValue')).toBe(
      '999 is not a reason code of REASON. Separate reason codes with commas, as in 102,120.',
    );
    const sales = (await ok('GET', '/param?paramGroupId=STEP_APPROVAL&paramCode=ROUTE_SALES')).data[0];
    expect(await refused('PUT', `/param/${sales.paramId}`, { ...paramEdit(sales), paramValue: 'NONMTKA, MTAK' }, 400, 'paramValue')).toContain(
      'MTAK is not a return type',
    );

    await refused('POST', '/param', { paramGroupId: 'REASON', paramCode: 'R9', paramValue: 'Bad' }, 400, 'paramCode');
    await refused('POST', '/param', { paramGroupId: 'NO_SUCH', paramCode: '1', paramValue: 'x' }, 400, 'paramGroupId');
    const recall = (await call('POST', '/param', { paramGroupId: 'REASON', paramCode: '199', paramValue: 'Recall by principal', sortOrder: 50 })).json();
    await refused('POST', '/param', { paramGroupId: 'REASON', paramCode: '199', paramValue: 'Twice' }, 409);
    const changed = await ok('PUT', `/param/${brqa.paramId}`, { ...paramEdit(brqa), paramValue: '102,120,135,199' });
    expect(changed.paramValue).toBe('102,120,135,199');
    expect(await refused('DELETE', `/param/${recall.paramId}`, undefined, 409)).toBe(
      'The routing parameters (ROUTE_BRQA_REASONS) name the reason 199; it cannot be deleted.',
    );
    await ok('PUT', `/param/${brqa.paramId}`, paramEdit(brqa));
    await ok('DELETE', `/param/${recall.paramId}`);
  });

  it('route the next return as changed, without a restart', async () => {
    const brqa = (await ok('GET', '/param?paramGroupId=STEP_APPROVAL&paramCode=ROUTE_BRQA')).data[0];
    const sales = await tokenOf('sales_service');
    const routeOf = async (returnId: number) =>
      (await t.db.selectFrom('returns').select('route').where('return_id', '=', returnId).executeTakeFirstOrThrow()).route;
    expect(await routeOf((await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales))).returnId)).toEqual(['SALES', 'CD', 'CW']);
    await ok('PUT', `/param/${brqa.paramId}`, { ...paramEdit(brqa), paramValue: '101,102,120,135' });
    try {
      expect(await routeOf((await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales))).returnId)).toEqual(['SALES', 'BRQA', 'CD', 'CW']);
    } finally {
      await ok('PUT', `/param/${brqa.paramId}`, paramEdit(brqa));
    }
    expect(await routeOf((await submitCleanReturn(t, sales, '101', await uploadPhoto(t, sales))).returnId)).toEqual(['SALES', 'CD', 'CW']);
  });

  it('keep the codes the product reads: their values change, not their codes, and they stay', async () => {
    const draft = (await ok('GET', '/param?paramGroupId=STATUS&paramCode=D')).data[0];
    expect(await refused('PUT', `/param/${draft.paramId}`, { ...paramEdit(draft), paramCode: 'X' }, 409, 'paramCode')).toBe(
      'The product reads STATUS D: change its value, not its code.',
    );
    expect(await refused('DELETE', `/param/${draft.paramId}`, undefined, 409)).toBe('The product reads STATUS D; it cannot be deleted.');
    expect((await ok('PUT', `/param/${draft.paramId}`, { ...paramEdit(draft), paramValue: 'Draft return' })).paramValue).toBe('Draft return');
    await ok('PUT', `/param/${draft.paramId}`, paramEdit(draft));
  });
});

describe('e-mail templates', () => {
  it('use only the placeholders their e-mail fills, preview with sample values, and stay while the product sends them', async () => {
    const reset = (await ok('GET', '/emailtpl?templateCode=PASSWORD_RESET')).data[0];
    expect(await refused('PUT', `/emailtpl/${reset.templateId}`, { ...templateEdit(reset), body: 'Hello {{fullName}}, {{retNumber}}' }, 400, 'body')).toBe(
      '{{retNumber}} is not filled in PASSWORD_RESET; use {{fullName}}, {{userName}}, {{resetLink}}.',
    );
    const preview = await ok('POST', '/emailtpl/preview', {
      templateCode: 'STEP_ASSIGNED',
      subject: 'Return {{retNumber}}',
      body: 'Dear {{fullName}}, {{link}}',
    });
    expect(preview).toEqual({ subject: 'Return APL100126000042', body: 'Dear Gita Permata, https://returns.example.co.id/fss-asm-bm/APL100126000042' });
    const edited = await ok('PUT', `/emailtpl/${reset.templateId}`, { templateCode: 'PASSWORD_RESET', subject: 'Set a new password', body: reset.body });
    expect(edited.subject).toBe('Set a new password');
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(reset.updatedAt));
    await refused('DELETE', `/emailtpl/${reset.templateId}`, undefined, 409);
    await refused('POST', '/emailtpl', { templateCode: 'NEWSLETTER', subject: 's', body: 'b' }, 400, 'templateCode');
    await refused('POST', '/emailtpl', { templateCode: 'PASSWORD_RESET', subject: 's', body: 'b' }, 409);
  });
});

describe('settings', () => {
  it('check the ones the product reads and keep them', async () => {
    const cutOff = (await ok('GET', '/setting?settingKey=cut.off')).data[0];
    expect(cutOff.settingKey).toBe('cut.off.fareye');
    await refused('PUT', `/setting/${cutOff.settingId}`, { ...settingEdit(cutOff), settingValue: '2026-02-30' }, 400, 'settingValue');
    expect(
      (await ok('PUT', `/setting/${cutOff.settingId}`, { settingKey: 'cut.off.fareye', settingValue: '2026-02-01', description: cutOff.description }))
        .settingValue,
    ).toBe('2026-02-01');
    await ok('PUT', `/setting/${cutOff.settingId}`, { settingKey: 'cut.off.fareye', settingValue: cutOff.settingValue, description: cutOff.description });
    await refused('DELETE', `/setting/${cutOff.settingId}`, undefined, 409);
    const own = (await call('POST', '/setting', { settingKey: 'report.footer', settingValue: 'PT Distribusi', description: null })).json();
    await ok('DELETE', `/setting/${own.settingId}`);
  });

  it('take a key named like a property of every object as any other key (the fuzz test found a 500)', async () => {
    for (const settingKey of ['__proto__', 'constructor', 'toString']) {
      const created = await ok('POST', '/setting', { settingKey, settingValue: '\u0001 any value', description: null });
      expect(created.settingKey).toBe(settingKey);
      await ok('DELETE', `/setting/${created.settingId}`);
    }
  });
});

describe('the logs', () => {
  it('show the API log newest first with secrets masked, by day and outcome', async () => {
    await t.db
      .insertInto('api_log')
      .values([
        {
          system: 'ERP',
          operation: 'pullCustomers',
          method: 'POST',
          url: 'simulator://erp',
          request_body: JSON.stringify({ customerCode: '1', password: 'hunter2', auth: { token: 'abc' } }),
          response_status: 200,
          response_body: JSON.stringify({ records: [] }),
          duration_ms: 5,
        },
        {
          system: 'ERP',
          operation: 'createReturnSalesOrder',
          method: 'POST',
          url: 'simulator://erp',
          request_body: null,
          response_status: 504,
          response_body: null,
          duration_ms: 30000,
          error: 'timed out',
        },
      ] as never)
      .execute();
    const page = await ok('GET', '/apilog?system=ERP&pageSize=2');
    expect(page.data.map((e: Row) => e.operation)).toEqual(['createReturnSalesOrder', 'pullCustomers']);
    expect(JSON.parse(page.data[1].requestBody)).toEqual({ customerCode: '1', password: '***', auth: { token: '***' } });
    expect(page.data[1].requestBody).not.toContain('hunter2');
    const failures = await ok('GET', '/apilog?status=error');
    expect(failures.data.every((e: Row) => e.error !== null || Number(e.responseStatus) >= 400)).toBe(true);
    expect((await ok('GET', `/apilog/${page.data[1].apiLogId}`)).requestBody).toBe(page.data[1].requestBody);
    expect((await ok('GET', '/apilog?dateTo=2000-01-01')).totalRecord).toBe(0);
  });

  it('show the e-mail log by template and status', async () => {
    await t.db
      .insertInto('email_log')
      .values({ template_code: 'STEP_ASSIGNED', recipient: 'fss@example.co.id', subject: 'Return X', body: 'b', status: 'LOGGED', error: null, sent_at: null })
      .execute();
    const page = await ok('GET', '/email?templateCode=STEP&status=LOGGED');
    expect(page.data[0]).toMatchObject({ templateCode: 'STEP_ASSIGNED', recipient: 'fss@example.co.id', status: 'LOGGED' });
    await refused('GET', '/email?status=GONE', undefined, 400, 'status');
  });
});

describe('product hierarchy (PH3)', () => {
  it('lists each PH3 code of the materials with its division and count', async () => {
    const page = (await call('GET', '/material-ph3?pageSize=100', undefined, 'sales_service')).json();
    expect(page.totalRecord).toBe(page.data.length);
    expect(page.data.length).toBeGreaterThan(3);
    expect(page.data.every((h: Row) => typeof h.ph3 === 'string' && Number(h.materialCount) > 0)).toBe(true);
  });
});

describe('who may', () => {
  it.each([
    ['GET', '/paramgroup'],
    ['POST', '/param'],
    ['GET', '/emailtpl'],
    ['POST', '/emailtpl/preview'],
    ['GET', '/setting'],
    ['GET', '/apilog'],
    ['GET', '/email'],
    ['GET', '/audit'],
    ['DELETE', '/setting/1'],
  ] as const)('%s %s is refused to head office and to sales', async (method, url) => {
    for (const user of ['operation_ho', 'fss']) {
      const body =
        method === 'POST' ? { paramGroupId: 'REASON', paramCode: '1', paramValue: 'x', templateCode: 'PASSWORD_RESET', subject: 's', body: 'b' } : undefined;
      expect((await call(method, url, body, user)).statusCode, `${user} ${method} ${url}`).toBe(403);
    }
  });
});
