import type { components } from '../../../../generated/api.d.ts';
import { changeFlagsOf } from '../../../../machines/returns/changeFlags.ts';
import { quantityMessages } from '../../../../machines/returns/quantityChange.ts';
import { computeRoute } from '../../../../machines/returns/route.ts';
import { rtvHeaderMessages, rtvHeaderProblem } from '../../../../machines/returns/rtvHeader.ts';
import { firstSaveProblem, saveMessages } from '../../../../machines/returns/saveRules.ts';
import { referenceReturnTypes, returnTypeGroups } from '../../../shared/returnStatus.ts';
import { todayInJakarta } from '../../../shared/today.ts';
import type { Database } from '../../db/database.ts';
import { signedInUser } from '../../http/authenticate.ts';
import type { Handlers } from '../../http/handlers.ts';
import { badRequest, forbidden } from '../../http/problem.ts';
import type { Principal } from '../auth/index.ts';
import { apply, assertDraft, createDraft, load, saveDraft, type Loaded, type ReturnHeader } from './lifecycle/index.ts';
import { nextDraftNumber, nextReturnNumber } from './numbering.ts';
import { resolveLines, type ResolvedLine } from './resolveLines.ts';
import { attachmentUsable, customerForSave, lockInvoiceLines, replaceItems, routingPolicyOf } from './saveRepository.ts';
import { withoutSpaces } from '../../../shared/codes.ts';

type ReturnSave = components['schemas']['ReturnSave'];
type ReturnSaved = components['schemas']['ReturnSaved'];

const rtvTypes: readonly string[] = returnTypeGroups.MTKA;

/**
 * A draft is stored with a DRF number after the checks that make it a return. A final save runs
 * the block rules and the type's checks in the specification's order, with the referenced invoice
 * lines locked so that two saves can never return more than was invoiced, then numbers, routes
 * and assigns the return and writes its first event. Any refusal changes nothing.
 */
/**
 * Saves `body` as the user (the handlers below; the Reject Return regroup), in one transaction;
 * `alongside` runs inside it once the return is stored, so what it writes stands or falls with it.
 */
export async function saveReturnAs(
  db: Database,
  user: Principal,
  publicUrl: string,
  body: ReturnSave,
  returnId: number | null,
  alongside?: (trx: Database, saved: ReturnSaved['data']) => Promise<void>,
): Promise<ReturnSaved> {
  const today = todayInJakarta();
  if (rtvTypes.includes(body.returnType)) {
    const problem = rtvHeaderProblem({
      rtvNo: body.rtvNo ?? null,
      rtvDate: body.rtvDate ?? null,
      rtvReceivingDate: body.rtvReceivingDate ?? null,
      customerCode: body.customerCode,
    });
    if (problem) throw badRequest(rtvHeaderMessages[problem.code], problem.field);
  }
  return db.transaction().execute(async (trx) => {
    const existing = returnId === null ? null : await loadDraft(trx, returnId, user);
    const customer = await customerForSave(trx, body.customerCode);
    if (!customer) throw badRequest(`Customer ${body.customerCode} does not exist.`, 'customerCode');
    if (!user.plants.includes(customer.plant_code)) throw forbidden(`Customer ${body.customerCode} is not in your plants.`);

    const items = body.items ?? [];
    if (!body.draft && referenceReturnTypes.includes(body.returnType)) await lockInvoiceLines(trx, invoiceLinesNamed(body));
    const lines = await resolveLines(
      trx,
      {
        customerCode: customer.customer_code,
        plantCode: customer.plant_code,
        invoiceNo: body.invoiceNo ?? null,
        invoiceCustomers: [customer.customer_code, body.customerCodeOld, body.customerCodeOrigin].filter((c): c is string => Boolean(c)),
        referenceTypes: referenceReturnTypes.includes(body.returnType),
        reasonCode: body.reasonCode ?? null,
        today,
      },
      items,
    );
    await assertAttachmentsUsable(trx, lines, user, returnId);
    if (!body.draft) assertFinalSaveAllowed(body, lines);

    const retNumber = body.draft
      ? existing?.row.ret_number.startsWith('DRF')
        ? existing.row.ret_number
        : await nextDraftNumber(trx)
      : await nextReturnNumber(trx, customer.plant_code, today);
    const route = body.draft ? [] : await routeOf(trx, body, lines);
    const header = { ...headerValues(body, customer, retNumber, route, user), ...flagsOf(body, customer.plant_code, lines) };
    if (existing) await saveDraft(trx, existing, header);
    const id = existing?.row.return_id ?? (await createDraft(trx, { ...header, created_by: user.userId }));
    await replaceItems(trx, id, lines);
    // The lifecycle submits what was stored: the route's first step, assigned and told.
    const submitted = body.draft
      ? null
      : await apply(trx, await load(trx, user, { returnId: id }), { type: 'return.submit' }, user, { remark: body.remark ?? null, publicUrl });
    const data = { returnId: id, retNumber, status: submitted?.status ?? ('D' as const), stepCode: submitted?.stepCode ?? null };
    await alongside?.(trx, data);
    return { status: 200, message: body.draft ? 'Data has been saved!' : `Return have been Saved, your return number : ${retNumber}`, data };
  });
}

/** The draft saved again, locked within the user's scope; a submitted return is no longer changed here. */
async function loadDraft(trx: Database, returnId: number, user: Principal): Promise<Loaded> {
  const loaded = await load(trx, user, { returnId });
  assertDraft(loaded);
  return loaded;
}

async function assertAttachmentsUsable(trx: Database, lines: ResolvedLine[], user: Principal, returnId: number | null): Promise<void> {
  for (const line of lines) {
    const id = line.item.attachmentId;
    if (!id) continue;
    if (!(await attachmentUsable(trx, id, user.userId, returnId, line.item.oldReturnDetailId ?? null)))
      throw badRequest('Please Upload Image !', `items.${line.index}.attachmentId`);
  }
}

function assertFinalSaveAllowed(body: ReturnSave, lines: ResolvedLine[]): void {
  for (const line of lines) {
    if (line.blockRemark) throw badRequest(line.blockRemark, `items.${line.index}`);
  }
  const problem = firstSaveProblem({
    returnType: body.returnType,
    reasonCode: body.reasonCode ?? null,
    remark: body.remark ?? null,
    transactionDate: body.transactionDate ?? null,
    lines: lines.map((l) => ({
      materialCode: l.item.materialCode,
      qty: l.qty,
      availableQty: l.availableQty,
      netPrice: l.netPrice,
      attachmentId: l.item.attachmentId ?? null,
      invoiceLine: l.invoiceLineId === null ? null : String(l.invoiceLineId),
    })),
  });
  if (problem) throw badRequest(saveMessages[problem.code], problem.field);
  for (const line of lines) {
    if (line.availableQty !== null && line.qty > line.availableQty) {
      throw badRequest(quantityMessages.aboveAvailable(line.availableQty), `items.${line.index}.qty`);
    }
  }
  // Copies of a line ('add Batch') share their invoice line: together they may not exceed it.
  const perInvoiceLine = new Map<number, { base: number; available: number; last: ResolvedLine }>();
  for (const line of lines) {
    if (line.invoiceLineId === null || line.availableBase === null) continue;
    const sum = perInvoiceLine.get(line.invoiceLineId) ?? { base: 0, available: line.availableBase, last: line };
    perInvoiceLine.set(line.invoiceLineId, { base: sum.base + line.baseQty, available: sum.available, last: line });
  }
  for (const { base, available, last } of perInvoiceLine.values()) {
    if (base > available + 1e-9) throw badRequest(saveMessages.sameItemExceeded, `items.${last.index}.qty`);
  }
}

async function routeOf(trx: Database, body: ReturnSave, lines: ResolvedLine[]) {
  return computeRoute(await routingPolicyOf(trx), {
    returnType: body.returnType,
    reasonCode: body.reasonCode ?? '',
    lines: lines.map((l) => ({ crprgp: l.crprgp, principalApproval: l.principalApproval })),
  });
}

function flagsOf(body: ReturnSave, plantCode: string, lines: ResolvedLine[]) {
  const flags = changeFlagsOf({
    returnType: body.returnType,
    plantCode,
    customerCode: body.customerCode,
    customerCodeOld: body.customerCodeOld ?? null,
    plantCodeOld: body.plantCodeOld ?? null,
    lines: lines.map((l) => ({
      materialCode: l.item.materialCode,
      materialCodeOld: l.item.materialCodeOld ?? null,
      batch: l.item.batch,
      batchOld: l.item.batchOld ?? null,
      netPrice: l.netPrice,
      netPriceOld: l.item.netPriceOld ?? null,
      addLine: l.item.addLine === 'Y',
      plant: l.invoicePlant,
      reference: l.invoiceLineId !== null,
    })),
  });
  return { is_bm: flags.isBm, add_line: flags.addLine, is_changes: flags.isChanges };
}

function headerValues(
  body: ReturnSave,
  customer: { customer_code: string; plant_code: string; distribution_channel: string },
  retNumber: string,
  route: string[],
  user: Principal,
): Omit<ReturnHeader, 'created_by'> {
  return {
    ret_number: retNumber,
    return_type: body.returnType,
    data_source: body.dataSource ?? (body.returnType === 'NOREFNONMTKA' ? 'NONREF' : null),
    route,
    customer_code: customer.customer_code,
    customer_code_old: body.customerCodeOld ?? null,
    customer_code_origin: body.customerCodeOrigin ?? null,
    plant_code: customer.plant_code,
    plant_code_old: body.plantCodeOld ?? null,
    distribution_channel: body.distributionChannel ?? customer.distribution_channel,
    invoice_no: (body.invoiceNo && withoutSpaces(body.invoiceNo)) || null,
    tax_invoice_no: body.taxInvoiceNo ?? null,
    transaction_date: body.transactionDate ?? null,
    po: body.po ?? null,
    customer_po_date: body.customerPODate ?? null,
    reason_code: body.reasonCode ?? null,
    remark: body.remark ?? null,
    reporter: body.reporter ?? user.fullName,
    rtv_no: body.rtvNo ?? null,
    rtv_date: body.rtvDate ?? null,
    rtv_receiving_date: body.rtvReceivingDate ?? null,
    remarks_rtv: body.remarksRtv ?? null,
    tax_to_npwp: body.taxToNPWP ?? null,
    submitted_at: body.draft ? null : new Date(),
  };
}

/** The (invoice, line) pairs a save refers to, numbers without spaces. */
function invoiceLinesNamed(body: ReturnSave) {
  return (body.items ?? [])
    .filter((i) => i.line !== null && i.line !== undefined && (i.invoiceNo ?? body.invoiceNo))
    .map((i) => ({ invoiceNo: withoutSpaces((i.invoiceNo ?? body.invoiceNo)!), line: i.line! }));
}

/**
 * A line names the rejected line it regroups (oldReturnDetailId) only when Reject Return saves it
 * (rejectedLineHandlers.ts), which checks that line first; from a client it is ignored, like the
 * other facts the server owns, so no save can tie a line to any other line.
 */
function fromClient(body: ReturnSave): ReturnSave {
  return { ...body, items: body.items?.map(({ oldReturnDetailId: _ignored, ...item }) => item) };
}

export const saveReturnHandlers: Pick<Handlers, 'createReturn' | 'updateReturn'> = {
  createReturn: (request) =>
    saveReturnAs(request.server.db, signedInUser(request), request.server.config.publicUrl, fromClient(request.body), request.body.returnId ?? null),
  updateReturn: (request) =>
    saveReturnAs(request.server.db, signedInUser(request), request.server.config.publicUrl, fromClient(request.body), request.params.id),
};
