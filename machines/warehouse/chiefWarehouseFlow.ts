import { assign, setup, transition } from 'xstate';
import { returnLifecycle } from '../returns/returnLifecycle.ts';
import { convertQty, type AltUom } from '../returns/uom.ts';
import type { LifecycleSnapshot } from '../returns/lifecycleRefusal.ts';
import { clampActualQty, itemRemarkMax, warehouseProblem, type RequestedLine, type WarehouseProblem, type WarehouseSaveInput } from './warehouseChecks.ts';

/** A line on the warehouse detail: what was requested and what the warehouse counted. */
export interface WarehouseLine {
  approvalDetailId: number;
  requestedQty: number;
  returnUom: string;
  baseUom: string;
  altUoms: readonly AltUom[];
  qty: number | null;
  uom: string;
  rejected: boolean;
  remark: string;
}

export interface ChiefWarehouseContext {
  /** The return's lifecycle snapshot as the server sent it with the return opened. */
  lifecycle: LifecycleSnapshot | null;
  lines: readonly WarehouseLine[];
  /** FPRE OK (A) or Not OK (R), for every line of the document. */
  fpreStatus: 'A' | 'R' | null;
  docRemark: string;
  problem: WarehouseProblem | null;
  /** The sales order number the ERP gave the completed return. */
  salesOrderNo: string | null;
}

export type ChiefWarehouseEvent =
  | { type: 'detail.open'; lifecycle: LifecycleSnapshot; lines: readonly WarehouseLine[] }
  | { type: 'line.qty'; index: number; qty: number | null }
  | { type: 'line.uom'; index: number; uom: string }
  | { type: 'line.reject'; index: number; rejected: boolean }
  | { type: 'line.remark'; index: number; remark: string }
  | { type: 'doc.status'; status: 'A' | 'R' }
  | { type: 'doc.remark'; remark: string }
  | { type: 'warehouse.save' }
  | { type: 'save.succeeded' }
  | { type: 'save.refused' }
  | { type: 'salesOrder.created'; salesOrderNo: string }
  | { type: 'salesOrder.pending' }
  | { type: 'flow.back' };

/** What the save sends (POST /return/{retNumber}/warehouse). */
export function warehouseSave(c: Pick<ChiefWarehouseContext, 'lines' | 'fpreStatus' | 'docRemark'>): WarehouseSaveInput {
  return {
    fpreStatus: c.fpreStatus,
    remark: c.docRemark.trim() || null,
    items: c.lines.map((l) => ({
      approvalDetailId: l.approvalDetailId,
      qty: l.rejected ? null : l.qty,
      uom: l.rejected ? null : l.uom || null,
      status: l.rejected ? ('R' as const) : null,
      remark: l.remark.trim() || null,
    })),
  };
}

const requestedOf = (lines: readonly WarehouseLine[]) =>
  new Map<number, RequestedLine>(
    lines.map((l) => [
      l.approvalDetailId,
      { qty: l.requestedQty, returnUom: l.returnUom, inReturnUnit: (qty: number, uom: string) => convertQty(qty, uom, l.returnUom, l.baseUom, l.altUoms) },
    ]),
  );

const problemOf = (c: ChiefWarehouseContext) => warehouseProblem(warehouseSave(c), requestedOf(c.lines));

/** The answer of the return's lifecycle (as the server sent it) to this save: refused (null), back to Chief Delivery, or the return completed. */
function lifecycleAfter(c: ChiefWarehouseContext) {
  const snapshot = c.lifecycle;
  if (!snapshot) return null;
  const event = {
    type: 'warehouse.save' as const,
    fpreStatus: c.fpreStatus ?? 'A',
    rejectedLineIds: c.lines.filter((l) => l.rejected).map((l) => String(l.approvalDetailId)),
  };
  return snapshot.can(event) ? transition(returnLifecycle, snapshot, event)[0] : null;
}

const changeLine = (lines: readonly WarehouseLine[], index: number, change: Partial<WarehouseLine>) =>
  lines.map((l, i) => (i === index ? { ...l, ...change } : l));
const knownLine = (c: ChiefWarehouseContext, event: ChiefWarehouseEvent) => 'index' in event && event.index >= 0 && event.index < c.lines.length;

/**
 * Chief Warehouse (spec 002 §2, §5): the search, the warehouse detail with an actual quantity per
 * line (kept between 0 and the requested one), its unit, a reject with a remark, FPRE OK or Not
 * OK with the document's remark, and Save checked in the specification's order. A save that
 * completes the return (the lifecycle's answer) waits for the sales order number the ERP gives.
 */
export const chiefWarehouseFlow = setup({
  types: {
    context: {} as ChiefWarehouseContext,
    events: {} as ChiefWarehouseEvent,
  },
  guards: {
    // The return's lifecycle (as the server sent it) waits for the warehouse's decision.
    atWarehouse: ({ event }) => event.type === 'detail.open' && event.lifecycle.can({ type: 'warehouse.save', fpreStatus: 'R', rejectedLineIds: [] }),
    knownLine: ({ context, event }) => knownLine(context, event),
    // A rejected line is not counted: its quantity and unit stay as they are.
    countedLine: ({ context, event }) => knownLine(context, event) && 'index' in event && !context.lines[event.index]!.rejected,
    saveRefused: ({ context }) => problemOf(context) !== null,
    lifecycleRefuses: ({ context }) => lifecycleAfter(context) === null,
    completesReturn: ({ context }) => lifecycleAfter(context)?.matches('completed') === true,
  },
  actions: {
    forget: assign({ lifecycle: null, lines: [], fpreStatus: null, docRemark: '', problem: null, salesOrderNo: null }),
    open: assign({
      lifecycle: ({ event }) => (event.type === 'detail.open' ? event.lifecycle : null),
      lines: ({ event }) => (event.type === 'detail.open' ? [...event.lines] : []),
      problem: null,
    }),
    qty: assign({
      lines: ({ context, event }) => {
        if (event.type !== 'line.qty') return context.lines;
        const line = context.lines[event.index]!;
        return changeLine(context.lines, event.index, { qty: event.qty === null ? null : clampActualQty(event.qty, line.requestedQty) });
      },
      problem: null,
    }),
    uom: assign({
      lines: ({ context, event }) => (event.type === 'line.uom' ? changeLine(context.lines, event.index, { uom: event.uom }) : context.lines),
      problem: null,
    }),
    reject: assign({
      lines: ({ context, event }) => (event.type === 'line.reject' ? changeLine(context.lines, event.index, { rejected: event.rejected }) : context.lines),
      problem: null,
    }),
    remark: assign({
      lines: ({ context, event }) =>
        event.type === 'line.remark' ? changeLine(context.lines, event.index, { remark: event.remark.slice(0, itemRemarkMax) }) : context.lines,
      problem: null,
    }),
    status: assign({ fpreStatus: ({ event }) => (event.type === 'doc.status' ? event.status : null), problem: null }),
    docRemark: assign({ docRemark: ({ event }) => (event.type === 'doc.remark' ? event.remark.slice(0, itemRemarkMax) : ''), problem: null }),
    refuse: assign({ problem: ({ context }) => problemOf(context) }),
    clearProblem: assign({ problem: null }),
    salesOrder: assign({ salesOrderNo: ({ event }) => (event.type === 'salesOrder.created' ? event.salesOrderNo : null) }),
  },
}).createMachine({
  id: 'chiefWarehouseFlow',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      atWarehouse: 'at the warehouse',
      knownLine: 'line of the return',
      countedLine: 'line not rejected',
      saveRefused: 'save checks fail',
      lifecycleRefuses: 'lifecycle refuses',
      completesReturn: 'return completed',
    },
    guardDescriptions: {
      atWarehouse: "The return's lifecycle waits for the warehouse's decision",
      knownLine: 'The line is one of the return lines',
      countedLine: 'The line is one of the return lines and is not rejected',
      saveRefused: 'The save checks (quantities, units, remarks, FPRE status) find a problem',
      lifecycleRefuses: "The return's lifecycle refuses the warehouse's decision",
      completesReturn: "The decision completes the return's lifecycle",
    },
  },
  initial: 'searching',
  context: { lifecycle: null, lines: [], fpreStatus: null, docRemark: '', problem: null, salesOrderNo: null },
  states: {
    searching: {
      tags: ['list'],
      entry: 'forget',
      on: { 'detail.open': { guard: 'atWarehouse', target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: ['detail'],
      on: {
        'line.qty': { guard: 'countedLine', actions: 'qty' },
        'line.uom': { guard: 'countedLine', actions: 'uom' },
        'line.reject': { guard: 'knownLine', actions: 'reject' },
        'line.remark': { guard: 'knownLine', actions: 'remark' },
        'doc.status': { actions: 'status' },
        'doc.remark': { actions: 'docRemark' },
        // The checks in the specification's order; a save the lifecycle would refuse is never sent.
        'warehouse.save': [{ guard: 'saveRefused', actions: 'refuse' }, { guard: 'lifecycleRefuses' }, { target: 'saving', actions: 'clearProblem' }],
        'flow.back': 'searching',
      },
    },
    saving: {
      tags: ['detail', 'busy'],
      on: {
        'save.succeeded': [{ guard: 'completesReturn', target: 'awaitingSalesOrder' }, { target: 'saved' }],
        'save.refused': 'editing',
      },
    },
    // The return is completed; the ERP gives its sales order through the outbox.
    awaitingSalesOrder: {
      tags: ['detail', 'busy'],
      on: { 'salesOrder.created': { target: 'saved', actions: 'salesOrder' }, 'salesOrder.pending': 'saved' },
    },
    saved: { type: 'final', tags: ['detail'] },
  },
});
