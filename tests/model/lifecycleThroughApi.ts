import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialTransition, transition, type EventFrom } from 'xstate';
import { returnLifecycle, type LifecycleContext } from '../../machines/returns/returnLifecycle.ts';
import type { StepCode } from '../../machines/returns/route.ts';
import type { Config } from '../../src/server/config.ts';
import { columnsOf, snapshotOf, type StoredReturn } from '../../src/server/modules/returns/lifecycle/index.ts';
import { fareyeKind } from '../../src/server/modules/delivery/fareyeJob.ts';
import { RETURN_INVOICE_KIND } from '../../src/server/modules/warehouse/returnInvoice.ts';
import { SALES_ORDER_KIND } from '../../src/server/modules/warehouse/salesOrderJob.ts';
import { multipartFile, tinyPng } from '../fixtures/multipart.ts';
import { cleanReturnBody, uploadPhoto, type CleanReturnOptions } from '../fixtures/returns.ts';
import { startTestApp, type TestApp } from '../fixtures/testApp.ts';
import { describeEvent } from './transitionPaths.ts';
import { pathName } from '../../machines/charts/testPaths.ts';
import { lifecycleEvents, lifecycleRoutes, lifecycleWalks, modelLineIds, type LifecycleSnapshot } from '../../machines/returns/lifecycleModel.ts';

type LifecycleEvent = EventFrom<typeof returnLifecycle>;

/** A route variant and the return that takes it (reason routing in STEP_APPROVAL). */
export interface RouteVariant {
  route: StepCode[];
  reason: string;
  options: CleanReturnOptions;
}

/**
 * The lifecycle's model-based test through the real API: for each route variant, walks that
 * together take every transition of the machine (tests/model/lifecycleModel.ts) are played on a
 * fresh return by the demo users of each step, the ERP and delivery tracking answering through
 * the outbox when the walk says so. After each step the stored return must be the state the
 * machine reached; in each state first reached, every user action the machine refuses must be
 * refused by the server and change nothing.
 *
 * The files calling it split the route variants between Vitest's workers: the longest route alone
 * takes as long as the others together.
 */
export function playLifecycleThroughApi(variants: RouteVariant[]) {
  // Told by each step what to answer; read by the simulators at every call.
  const erp: Config['erpSimulator'] = { failure: 'none', latencyMs: 0 };
  const fareye: Config['fareyeSimulator'] = { failure: 'none', latencyMs: 0 };

  let t: TestApp;
  let photoId: number;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    // Retries fall due at once, and a second failure is the last: a failing answer ends in one drain.
    t = await startTestApp({ erpSimulator: erp, fareyeSimulator: fareye, outbox: { pollMs: 50, maxAttempts: 2, retryBaseMs: 0 } });
    // The walks decide when the ERP and delivery tracking answer.
    await t.app.outbox.stop();
    photoId = await uploadPhoto(t, await tokenOf('sales_service'));
  });
  afterAll(() => t.close());

  const tokenOf = async (user: string) => tokens.get(user) ?? tokens.set(user, await t.signIn(user)).get(user)!;

  interface Played {
    returnId: number;
    /** The model's line ids ('1', '2') to the stored ones. */
    lineIds: Record<string, number>;
    body: Awaited<ReturnType<typeof cleanReturnBody>>;
  }

  const deciderOf = { SALES: 'fss', CLIENT: 'client', BRQA: 'brqa', QAHO: 'qaho', QACLIENT: 'qaho' } as const;

  const stored = async (returnId: number) =>
    (await t.db
      .selectFrom('returns')
      .select([
        'return_id',
        'ret_number',
        'status',
        'status_reject',
        'step_code',
        'route',
        'version',
        'approved_by_anyone',
        'print_status',
        'fpre_status',
        'fpre_uploaded',
        'fareye_status',
        'so_status',
        'return_invoice_no',
      ])
      .where('return_id', '=', returnId)
      .executeTakeFirst()) as StoredReturn | undefined;

  async function lineIdsOf(returnId: number): Promise<Record<string, number>> {
    const lines = await t.db.selectFrom('return_items').select('return_detail_id').where('return_id', '=', returnId).orderBy('line').execute();
    return Object.fromEntries(modelLineIds.map((id, i) => [id, lines[i]!.return_detail_id]));
  }

  const eventCount = async (returnId: number) =>
    Number(
      (
        await t.db
          .selectFrom('return_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('return_id', '=', returnId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The request that performs `event` on the played return, by the user whose action it is. */
  async function perform(played: Played, event: LifecycleEvent, expected: LifecycleContext | null): Promise<{ statusCode: number; body: string } | null> {
    const retNumber = (await stored(played.returnId))?.ret_number ?? '';
    const as = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url, token: await tokenOf(user), ...(payload ? { payload } : {}) });
    const line = (id: string) => played.lineIds[id]!;
    switch (event.type) {
      case 'return.submit':
        return as('sales_service', 'PUT', `/api/return/${played.returnId}`, { ...played.body, draft: false });
      case 'return.delete':
        return as('sales_service', 'DELETE', `/api/return/${played.returnId}`);
      case 'return.reject':
        return as('sales_service', 'POST', `/api/return/${retNumber}/reject`, { remark: 'Customer withdrew the return' });
      case 'line.decide':
        return as(
          deciderOf[event.step],
          'POST',
          `/api/return/${retNumber}/approve?stepCode=${event.step}`,
          event.decisions.map((d) => ({ approvalDetailId: line(d.lineId), status: d.status, remark: d.status === 'R' ? 'Not returnable' : null })),
        );
      case 'line.changeQuantity':
        return as('sales_service', 'PUT', `/api/return/items/${line(event.lineId)}`, { qty: 0.02 });
      case 'fpre.print':
        return as('chief_delivery', 'POST', `/api/return/${retNumber}/print`);
      case 'fpre.upload': {
        const file = multipartFile('file', 'signed-fpre.png', 'image/png', tinyPng);
        return t.request({
          method: 'POST',
          url: `/api/return/${retNumber}/fpre`,
          ...file,
          token: await tokenOf(event.bypassFareye ? 'admin' : 'chief_delivery'),
        });
      }
      case 'fpre.delete':
        return as('chief_delivery', 'DELETE', `/api/return/${retNumber}/fpre`);
      case 'delivery.approve':
        return as('chief_delivery', 'POST', `/api/return/${retNumber}/delivery-decision`, { status: 'A', remark: 'Handed over' });
      case 'delivery.reject':
        return as('chief_delivery', 'POST', `/api/return/${retNumber}/delivery-decision`, { status: 'R', remark: 'Goods not collected' });
      case 'warehouse.save': {
        if (event.fpreStatus === 'R')
          return as('chief_warehouse', 'POST', `/api/return/${retNumber}/warehouse`, { fpreStatus: 'R', remark: 'Signature missing', items: [] });
        const active = modelLineIds.filter((id) => expected?.lines[id]?.active ?? true);
        const items = active.map((id) => ({
          approvalDetailId: line(id),
          qty: 0.01,
          uom: played.body.items[modelLineIds.indexOf(id)]!.returnUom,
          status: event.rejectedLineIds.includes(id) ? 'R' : null,
          remark: event.rejectedLineIds.includes(id) ? 'Broken seal' : null,
        }));
        return as('chief_warehouse', 'POST', `/api/return/${retNumber}/warehouse`, { fpreStatus: 'A', items });
      }
      case 'fareye.retry':
        return as('chief_delivery', 'POST', `/api/request/${retNumber}/fareye`);
      case 'salesOrder.retry':
        return as('sales_service', 'POST', `/api/return/${retNumber}/sendSO`, {});
      case 'invoice.found': {
        const asked = await as('sales_service', 'POST', `/api/return/${played.returnId}/getInvoice`);
        if (asked.statusCode !== 200) return asked;
        await t.app.outbox.runDue([RETURN_INVOICE_KIND]);
        return asked;
      }
      // The answers of the outside services: delivered by the outbox, told how to answer.
      case 'fareye.answer':
        fareye.failure = event.status === 'ERROR' ? 'always' : 'none';
        await t.app.outbox.runDue([fareyeKind]);
        return null;
      case 'salesOrder.created':
      case 'salesOrder.failed':
        erp.failure = event.type === 'salesOrder.failed' ? 'always' : 'none';
        await t.app.outbox.runDue([SALES_ORDER_KIND]);
        return null;
    }
  }

  /** The stored return is in the machine's state: its row through the API, and its rows rebuilt into a snapshot. */
  async function expectStored(played: Played, expected: LifecycleSnapshot, what: string) {
    const document = await t.request({ method: 'GET', url: `/api/return/${played.returnId}`, token: await tokenOf('admin') });
    if (expected.value === 'deleted') {
      expect(document.statusCode, what).toBe(404);
      return;
    }
    const { status, status_reject: statusReject, step_code: stepCode } = columnsOf(expected);
    expect(document.json(), what).toMatchObject({ status, statusReject, stepCode });
    const row = await stored(played.returnId);
    const actual = await snapshotOf(t.db, row!);
    expect(actual.value, what).toEqual(expected.value);
    const byModelId = Object.fromEntries(modelLineIds.map((id) => [id, actual.context.lines[String(played.lineIds[id])]]));
    // A draft has no route yet: submitting computes it from the reason, the type and the lines.
    const route = expected.value === 'draft' ? [] : expected.context.route;
    expect({ ...actual.context, lines: byModelId }, what).toEqual({ ...expected.context, route });
  }

  const userEvents = lifecycleEvents.filter((e) => !['fareye.answer', 'salesOrder.created', 'salesOrder.failed'].includes(e.type));

  /**
   * Every user action the machine refuses in `expected` is refused by the server and changes
   * nothing: the users performing it are entitled to it, so the refusal is the machine's, a 409
   * (a deleted return is no longer there: 404).
   */
  async function expectRefusals(played: Played, expected: LifecycleSnapshot) {
    const before = await stored(played.returnId);
    const events = await eventCount(played.returnId);
    const refusal = expected.value === 'deleted' ? 404 : 409;
    for (const event of userEvents.filter((e) => !expected.can(e))) {
      const answer = await perform(played, event, expected.context);
      expect(answer?.statusCode, `${describeEvent(event)} in ${JSON.stringify(expected.value)}: ${answer?.body}`).toBe(refusal);
    }
    expect(await stored(played.returnId), 'refused actions changed the return').toEqual(before);
    expect(await eventCount(played.returnId)).toBe(events);
  }

  // The workflow chart shows the walks of every route in lifecycleRoutes (machines/charts/testPaths.ts).
  for (const { route } of variants)
    if (!lifecycleRoutes.some((r) => r.join() === route.join())) throw new Error(`Route ${route.join(' → ')} is not in lifecycleRoutes`);

  describe.each(variants)('the return lifecycle through the API, route $route', ({ route, reason, options }) => {
    const walks = lifecycleWalks(route);
    const probed = new Set<string>();

    it.each(walks.map((walk, i) => ({ walk, name: `${i + 1} of ${walks.length}: ${pathName(walk as never)}` })))(
      'path $name',
      async ({ walk }) => {
        const sales = await tokenOf('sales_service');
        const body = await cleanReturnBody(t, sales, reason, photoId, { ...options, draft: true });
        const created = await t.request({ method: 'POST', url: '/api/return', token: sales, payload: body });
        expect(created.statusCode, created.body).toBe(200);
        const returnId: number = created.json().data.returnId;
        const played: Played = { returnId, body, lineIds: await lineIdsOf(returnId) };

        let [expected] = initialTransition(returnLifecycle, { route, lineIds: modelLineIds });
        await expectStored(played, expected, 'the draft');
        for (const [i, step] of walk.steps.entries()) {
          const what = `step ${i + 1} ${describeEvent(step.event)} from ${JSON.stringify(expected.value)}`;
          const key = JSON.stringify(expected.value);
          if (!probed.has(key)) {
            probed.add(key);
            await expectRefusals(played, expected);
          }
          const eventsBefore = await eventCount(returnId);
          const answer = await perform(played, step.event, expected.context);
          if (answer) expect(answer.statusCode, `${what}: ${answer.body}`).toBe(200);
          // Saving the draft as submitted stores its lines anew.
          if (step.event.type === 'return.submit') played.lineIds = await lineIdsOf(returnId);
          expected = transition(returnLifecycle, expected, step.event)[0];
          expect({ value: expected.value, context: expected.context }, what).toEqual({ value: step.state.value, context: step.state.context });
          await expectStored(played, expected, what);
          if (expected.value !== 'deleted') expect(await eventCount(returnId), `${what} writes its event row`).toBeGreaterThan(eventsBefore);
        }
        // A walk that first reaches a state also sends it every refused action: dozens of requests.
      },
      90_000,
    );
  });
}
