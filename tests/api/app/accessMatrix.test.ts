import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCleanInvoice, demoTwoClientInvoice } from '../../../src/server/seed/demoMasterData.ts';
import { defaultPermissionsOf } from '../../../src/server/modules/admin/defaultRolePermissions.ts';
import { todayInJakarta } from '../../../src/shared/today.ts';
import type { Role } from '../../../src/shared/roles.ts';
import { accessMatrix, type Scope, type Target } from '../../access/accessMatrix.ts';
import { contractOperations, type ContractOperation } from '../../fixtures/contract.ts';
import { multipartFile, tinyPng } from '../../fixtures/multipart.ts';
import { cleanReturnBody, passDelivery, uploadPhoto } from '../../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../../fixtures/testApp.ts';

/**
 * The access matrix, proven (issue 15, item 1): every operation of openapi.yaml has an entry in
 * tests/access/accessMatrix.ts, and every persona of the demo, the second plant's and the second
 * client's included, is refused the returns, lines and photos outside its plants and clients,
 * by real ids, and lists none of them.
 */

const personas = [
  'admin',
  'administrator',
  'operation_ho',
  'sales_service',
  'display',
  'display_only',
  'fss',
  'asm',
  'nsm',
  'bm',
  'brqa',
  'qaho',
  'client',
  'chief_delivery',
  'chief_warehouse',
  'fpre',
  'fss2',
  'brqa2',
  'chief_delivery2',
  'chief_warehouse2',
  'client2',
] as const;
type Persona = (typeof personas)[number];

interface Person {
  token: string;
  role: Role;
  plants: string[];
  clients: string[];
}

/** A return made for the test, with where it and each of its lines belong. */
interface Made extends Target {
  plant: string;
  lineClients: string[];
}

let t: TestApp;
const people = new Map<Persona, Person>();
const made: Made[] = [];
const operations = contractOperations();
const today = todayInJakarta();

/** Saves a return as `userName` of `lineNumbers` of the invoice, each line with its own photo. */
async function makeReturn(userName: string, invoiceNo: string, lineNumbers: number[]): Promise<Made> {
  const token = people.get(userName as Persona)?.token ?? (await t.signIn(userName));
  const photoIds: number[] = [];
  for (const _ of lineNumbers) photoIds.push(await uploadPhoto(t, token));
  const body = await cleanReturnBody(t, token, '101', photoIds[0]!, { invoiceNo, lineNumbers });
  body.items.forEach((item, i) => (item.attachmentId = photoIds[i]!));
  const saved = await t.request({ method: 'POST', url: '/api/return', token, payload: body });
  expect(saved.statusCode, saved.body).toBe(200);
  const { returnId, retNumber } = saved.json().data;
  const head = await t.db.selectFrom('returns').select('plant_code').where('return_id', '=', returnId).executeTakeFirstOrThrow();
  const lines = await t.db.selectFrom('return_items').select(['return_detail_id', 'client_code']).where('return_id', '=', returnId).orderBy('line').execute();
  return {
    retNumber,
    returnId,
    lineIds: lines.map((l) => l.return_detail_id),
    photoIds,
    saved: { ...body, draft: false },
    plant: head.plant_code,
    lineClients: lines.map((l) => l.client_code ?? ''),
  };
}

/** Approves every line of `target` at SALES as `fss` of its plant: it moves on to Chief Delivery (reason 101). */
async function approveAtSales(target: Made, fss: Persona): Promise<void> {
  const decided = await t.request({
    method: 'POST',
    url: `/api/return/${target.retNumber}/approve`,
    token: people.get(fss)!.token,
    payload: target.lineIds.map((id) => ({ approvalDetailId: id, status: 'A' })),
  });
  expect(decided.json().data?.stepCode, decided.body).toBe('CD');
}

/** The first invoice of plant 1002 that saves as a clean return. */
async function returnOfSecondPlant(): Promise<Made> {
  const admin = people.get('admin')!.token;
  const lines = (await t.request({ method: 'GET', url: '/api/return/lookup/invoice-lines?plantCode=1002&pageSize=50', token: admin })).json().data as {
    invoiceNo: string;
    line: number;
    blocked?: unknown;
  }[];
  for (const line of lines) {
    try {
      return await makeReturn('admin', line.invoiceNo, [line.line]);
    } catch {
      // A line of a blocked material or a client without CRP: the next one.
    }
  }
  throw new Error('No invoice line of plant 1002 saves as a return');
}

beforeAll(async () => {
  t = await startTestApp();
  for (const userName of personas) {
    const token = await t.signIn(userName);
    const me = (await t.request({ method: 'GET', url: '/api/user/me', token })).json();
    people.set(userName, {
      token,
      role: me.roles[0].roleName,
      plants: me.plants.map((p: { plantCode: string }) => p.plantCode),
      clients: me.clients.map((c: { clientCode: string }) => c.clientCode),
    });
  }
  // Plant 1001 with lines of both clients; plant 1001 with the second client's line alone; plant 1002.
  made.push(await makeReturn('sales_service', demoTwoClientInvoice, [1, 2]));
  made.push(await makeReturn('sales_service', demoTwoClientInvoice, [2]));
  made.push(await makeReturn('sales_service', demoCleanInvoice, [1]));
  made.push(await returnOfSecondPlant());
  // Further on, so that the lists of Chief Delivery, Chief Warehouse and Reject Return each hold
  // a return of one plant that the other plant's deciders must not see: plant 1001's waiting at
  // Chief Delivery, plant 1002's at Chief Warehouse, and plant 1002's with a line rejected there.
  const atDelivery = await makeReturn('sales_service', demoCleanInvoice, [2]);
  await approveAtSales(atDelivery, 'fss');
  const [atWarehouse, rejected] = [await returnOfSecondPlant(), await returnOfSecondPlant()];
  for (const target of [atWarehouse, rejected]) {
    await approveAtSales(target, 'fss2');
    await passDelivery(t, people.get('chief_delivery2')!.token, target.retNumber);
  }
  const kept = await t.request({
    method: 'POST',
    url: `/api/return/${rejected.retNumber}/warehouse`,
    token: people.get('chief_warehouse2')!.token,
    payload: { fpreStatus: 'A', items: rejected.lineIds.map((approvalDetailId) => ({ approvalDetailId, status: 'R', remark: 'Wrong goods' })) },
  });
  expect(kept.statusCode, kept.body).toBe(200);
  made.push(atDelivery, atWarehouse, rejected);
  expect(new Set(made.map((m) => m.plant))).toEqual(new Set(['1001', '1002']));
});
afterAll(() => t.close());

const isClientUser = (p: Person) => p.role === 'CLIENT';
/** Whether the return lies outside the person's plants, or, for a client user, has no line of its clients. */
const foreignReturn = (p: Person, r: Made) => !p.plants.includes(r.plant) || (isClientUser(p) && !r.lineClients.some((c) => p.clients.includes(c)));
const foreignLine = (p: Person, r: Made, i: number) => !p.plants.includes(r.plant) || (isClientUser(p) && !p.clients.includes(r.lineClients[i]!));

/** The personas whose role holds one of the operation's keys by default. */
const holders = (op: ContractOperation) =>
  personas.filter((name) => {
    const keys = ([] as string[]).concat(op.permission);
    if (keys.includes('signedIn')) return true;
    return keys.some((key) => (defaultPermissionsOf(people.get(name)!.role) as string[]).includes(key));
  });

/**
 * An operation only head office holds by default is proven all the same: an administrator may
 * give its key to any role, so FSS (one plant) is given it for the test, and FSS's users of
 * either plant must still see only their own plant's returns.
 */
async function withLimitedHolders(op: ContractOperation, run: (names: readonly Persona[]) => Promise<void>) {
  const names = holders(op);
  if (names.some((name) => made.some((target) => foreignReturn(people.get(name)!, target)))) return run(names);
  const key = ([] as string[]).concat(op.permission)[0]!;
  const fss = await t.db.selectFrom('roles').select('role_id').where('role_name', '=', 'FSS').executeTakeFirstOrThrow();
  await t.db.insertInto('role_permissions').values({ role_id: fss.role_id, permission_key: key }).execute();
  try {
    await run([...names, 'fss', 'fss2']);
  } finally {
    await t.db.deleteFrom('role_permissions').where('role_id', '=', fss.role_id).where('permission_key', '=', key).execute();
  }
}

/** A request's address: path parameters from `values`, then the query. */
function addressOf(op: ContractOperation, values: Record<string, string | number>, query: Record<string, string | number> = {}) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v).replace('{today}', today)]));
  return `/api${path}${search.size ? `?${search}` : ''}`;
}

/** What a target is called in the parameter or field the matrix names. */
function keyValue(scope: Extract<Scope, { one: string }>, target: Target, line?: number): string | number {
  switch (scope.key) {
    case 'retNumber':
      return target.retNumber;
    case 'returnId':
      return target.returnId;
    case 'lineId':
      return target.lineIds[line ?? 0]!;
    case 'photoId':
      return target.photoIds[line ?? 0]!;
  }
}

async function send(op: ContractOperation, scope: Extract<Scope, { one: string }>, token: string, target: Target, line?: number) {
  const value = keyValue(scope, target, line);
  const url = addressOf(op, { [scope.by]: value }, scope.in === 'query' ? { [scope.by]: value } : {});
  const body = scope.body?.(target);
  if (body === 'file') {
    const { payload, headers } = multipartFile('file', 'fpre.png', 'image/png', tinyPng);
    return t.request({ method: op.method as 'POST', url, token, payload, headers });
  }
  return t.request({ method: op.method as 'POST', url, token, ...(body !== undefined ? { payload: body as object } : op.body ? { payload: {} } : {}) });
}

/** A return, line and photo that do not exist: what another plant's must look like. */
const ghost: Target = { retNumber: 'APL100999999999', returnId: 2147480000, lineIds: [2147480001], photoIds: [2147480002], saved: {} };

/** An answer's status and message with the asked-for id or number put as `#`. */
function shapeOf(answer: { statusCode: number; json: () => { detail?: string } }, target: Target) {
  let detail = answer.statusCode >= 400 ? (answer.json().detail ?? '') : '';
  for (const value of [target.retNumber, target.returnId, ...target.lineIds, ...target.photoIds]) detail = detail.split(String(value)).join('#');
  return { status: answer.statusCode, detail };
}

/**
 * Another plant's or client's return answers exactly as one that does not exist: the same status
 * and message (the number aside). So a refusal for its state (not waiting, no FPRE) cannot pass
 * for a refusal of scope, and nothing tells a user that the return exists.
 */
async function expectLikeNothing(
  op: ContractOperation,
  scope: Extract<Scope, { one: string }>,
  token: string,
  target: Target,
  answer: Awaited<ReturnType<TestApp['request']>>,
  who: string,
) {
  const nothing: Target = { ...ghost, saved: target.saved };
  const none = await send(op, scope, token, nothing);
  expect(shapeOf(answer, target), `${who}: another scope's answer differs from a missing one's`).toEqual(shapeOf(none, nothing));
}

/** The answer is not the permission gate's refusal (authenticate's 403). */
const passedPermission = (answer: { statusCode: number; json: () => { detail?: string } }) =>
  answer.statusCode !== 403 || answer.json().detail !== 'You do not have permission to do this.';

/** Every row of the returns made and of what hangs on them, and the outbox: what a refused change must leave as it was. */
const storedState = async () => {
  const ids = made.map((m) => m.returnId);
  const rowsOf = (table: 'returns' | 'return_items' | 'return_events' | 'return_decisions' | 'return_assignments' | 'fpre_documents') =>
    t.db
      .selectFrom(table)
      .selectAll()
      .where('return_id', 'in', ids)
      .execute()
      .then((rows) => rows.map((row) => JSON.stringify(row)).sort());
  return {
    returns: await rowsOf('returns'),
    lines: await rowsOf('return_items'),
    events: await rowsOf('return_events'),
    decisions: await rowsOf('return_decisions'),
    assignments: await rowsOf('return_assignments'),
    fpre: await rowsOf('fpre_documents'),
    photos: await t.db
      .selectFrom('attachments')
      .select(['attachment_id', 'size'])
      .where(
        'attachment_id',
        'in',
        made.flatMap((m) => m.photoIds),
      )
      .orderBy('attachment_id')
      .execute(),
    outbox: (
      await t.db
        .selectFrom('outbox')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  };
};

/** The text of an answer: JSON as it came, a workbook's cells, a PDF as bytes. */
async function textOf(response: Awaited<ReturnType<TestApp['request']>>): Promise<string> {
  if (String(response.headers['content-type']).includes('spreadsheetml')) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
    return cells.join('\n');
  }
  return response.body;
}

describe('the access matrix', () => {
  it('has an entry for every operation of openapi.yaml, and none for an operation that is gone', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.filter((id) => !(id in accessMatrix))).toEqual([]);
    expect(Object.keys(accessMatrix).filter((id) => !ids.includes(id))).toEqual([]);
  });

  const addressed = operations.filter((op) => 'one' in accessMatrix[op.operationId as keyof typeof accessMatrix]);
  it.each(addressed.map((op) => [op.operationId, op] as const))(
    '%s: no persona reaches a return, line or photo outside its plants and clients',
    async (_, op) => {
      const scope = accessMatrix[op.operationId as keyof typeof accessMatrix] as Extract<Scope, { one: string }>;
      const before = await storedState();
      let tried = 0;
      let pastTheGate = 0;
      await withLimitedHolders(op, async (names) => {
        for (const name of names) {
          const person = people.get(name)!;
          for (const target of made) {
            if (scope.one === 'return') {
              if (!foreignReturn(person, target)) continue;
              const answer = await send(op, scope, person.token, target);
              tried++;
              await expectLikeNothing(op, scope, person.token, target, answer, `${name} → ${target.retNumber}`);
              if (passedPermission(answer)) pastTheGate++;
              expect(answer.statusCode, `${name} → ${target.retNumber}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
            } else {
              for (let i = 0; i < target.lineIds.length; i++) {
                if (!foreignLine(person, target, i)) continue;
                const one: Target = { ...target, lineIds: [target.lineIds[i]!], photoIds: [target.photoIds[i]!] };
                const answer = await send(op, scope, person.token, one);
                tried++;
                await expectLikeNothing(op, scope, person.token, one, answer, `${name} → line ${one.lineIds[0]} of ${target.retNumber}`);
                if (passedPermission(answer)) pastTheGate++;
                expect(answer.statusCode, `${name} → line ${one.lineIds[0]} of ${target.retNumber}: ${answer.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
              }
            }
          }
        }
      });
      expect(tried, 'no persona holding the permission was outside a target').toBeGreaterThan(0);
      // Refused by scope, not only by the permission: the request reached the rule under test.
      expect(pastTheGate, 'every request was refused by the permission alone').toBeGreaterThan(0);
      expect(await storedState()).toEqual(before);
    },
  );

  /**
   * A client user reads returns that hold lines of other clients too: nothing of those lines may
   * reach them, not a row, not a line id and not a decision inside a nested lifecycle snapshot.
   * Every reading operation is asked for the returns in the persona's scope, and every line named
   * anywhere in its answer (a line's id field, or a key of a snapshot's `context.lines`) must be of
   * the persona's clients.
   */
  const lineIdFields = new Set(['returnDetailId', 'approvalDetailId', 'return_detail_id', 'returnd_id', 'lineId', 'oldReturnDetailId']);
  function linesNamedIn(value: unknown, found: { fields: number[]; snapshots: number[] }): typeof found {
    if (Array.isArray(value)) value.forEach((v) => linesNamedIn(v, found));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (lineIdFields.has(key) && typeof v === 'number') found.fields.push(v);
        if (key === 'lifecycle' && v && typeof v === 'object')
          found.snapshots.push(...Object.keys((v as { context: { lines: object } }).context.lines).map(Number));
        linesNamedIn(v, found);
      }
    }
    return found;
  }
  const reading = operations.filter((op) => {
    const scope = accessMatrix[op.operationId as keyof typeof accessMatrix];
    return op.method === 'GET' && ('list' in scope || ('one' in scope && scope.in !== 'body' && scope.one !== 'file'));
  });
  it("a client user is sent nothing of another client's lines, nested lifecycle snapshots included", async () => {
    let snapshotLinesSeen = 0;
    const clientUsers = personas.filter((name) => isClientUser(people.get(name)!));
    for (const op of reading) {
      const scope = accessMatrix[op.operationId as keyof typeof accessMatrix];
      for (const name of clientUsers) {
        const person = people.get(name)!;
        const foreignLines = new Set(made.flatMap((r) => r.lineIds.filter((_, i) => foreignLine(person, r, i))));
        const answers: Awaited<ReturnType<TestApp['request']>>[] = [];
        if ('list' in scope) {
          const query = { ...(op.parameters.some((p) => p.name === 'pageSize') ? { pageSize: 100 } : {}), ...scope.query };
          const url = addressOf(op, { state: 'inProgress.sales' }, query);
          answers.push(await t.request({ method: 'GET', url, token: person.token }));
          // The old client's export answers JSON rows (dataExcel) to an Accept of JSON.
          answers.push(await t.request({ method: 'GET', url, token: person.token, headers: { accept: 'application/json' } }));
        } else if ('one' in scope) {
          for (const target of made) {
            if (scope.one === 'return' && !foreignReturn(person, target)) answers.push(await send(op, scope, person.token, target));
            if (scope.one === 'line')
              for (let i = 0; i < target.lineIds.length; i++)
                if (!foreignLine(person, target, i))
                  answers.push(await send(op, scope, person.token, { ...target, lineIds: [target.lineIds[i]!], photoIds: [target.photoIds[i]!] }));
          }
        }
        for (const answer of answers.filter((a) => a.statusCode < 300 && String(a.headers['content-type']).includes('json'))) {
          const named = linesNamedIn(answer.json(), { fields: [], snapshots: [] });
          snapshotLinesSeen += named.snapshots.length;
          expect(
            [...named.fields, ...named.snapshots].filter((id) => foreignLines.has(id)),
            `${name}, ${op.operationId}: lines of another client`,
          ).toEqual([]);
        }
      }
    }
    // The personas read snapshots of returns that hold another client's line: the check had something to look at.
    expect(snapshotLinesSeen).toBeGreaterThan(0);
  });

  const listed = operations.filter((op) => 'list' in accessMatrix[op.operationId as keyof typeof accessMatrix]);
  /** Lists in which the returns just saved (waiting at SALES) appear for someone in scope. */
  const showsNewReturns = new Set([
    'listReturns',
    'exportReturns',
    'listReportItems',
    'exportReportItems',
    'listMyApprovals',
    'listNewRegistrations',
    'listNeedApproval',
    'listReturnsInState',
    'listProcessLines',
  ]);
  /** Lists in which the returns moved on appear for someone in scope. */
  const showsMovedReturns = new Set(['listDeliveries', 'listWarehouse', 'listRejectedLines']);
  it.each(listed.map((op) => [op.operationId, op] as const))('%s lists no return of another plant or client', async (_, op) => {
    const scope = accessMatrix[op.operationId as keyof typeof accessMatrix] as Extract<Scope, { list: true }>;
    let seen = 0;
    let listedFor = 0;
    await withLimitedHolders(op, async (names) => {
      for (const name of names) {
        const person = people.get(name)!;
        const query = {
          ...(op.parameters.some((p) => p.name === 'pageSize') ? { pageSize: 100 } : {}),
          ...(op.parameters.some((p) => p.name === 'usernameOld') ? { usernameOld: 'fss' } : {}),
          ...scope.query,
        };
        // A holder of several clients names one, as the report screens make them (spec 000 §5).
        const clientCode: Record<string, string> =
          person.clients.length > 1 && op.parameters.some((p) => p.name === 'clientCode') ? { clientCode: person.clients[0]! } : {};
        const answer = await t.request({ method: 'GET', url: addressOf(op, { state: 'inProgress.sales' }, { ...query, ...clientCode }), token: person.token });
        // A refusal lists nothing (a work list of another step's deciders); anything else is a list.
        if (!passedPermission(answer)) continue;
        listedFor++;
        expect(answer.statusCode, `${name}: ${answer.body.slice(0, 300)}`).toBeLessThan(300);
        const text = await textOf(answer);
        for (const target of made) {
          if (foreignReturn(person, target)) expect(text, `${name} sees ${target.retNumber} of plant ${target.plant}`).not.toContain(target.retNumber);
          else if (text.includes(target.retNumber)) seen++;
        }
      }
    });
    expect(listedFor, 'every persona was refused by the permission alone').toBeGreaterThan(0);
    if (showsNewReturns.has(op.operationId) || showsMovedReturns.has(op.operationId))
      expect(seen, 'no persona saw a return of its own scope: the request proves nothing').toBeGreaterThan(0);
  });
});
