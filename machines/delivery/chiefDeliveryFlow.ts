import { assign, setup } from 'xstate';
import { deliveryRefusal, fpreFileProblem, type ChosenFile, type DeliveryProblem, type ListedReturn } from './deliveryRules.ts';

export interface ChiefDeliveryContext {
  /** The user holds the permission to upload past a waiting delivery-tracking request (ADMIN, ADMINISTRATOR by default). */
  bypassFareye: boolean;
  /** The rows chosen on the list. */
  selected: readonly ListedReturn[];
  /** The returns being printed, in order (one call each, then the form). */
  printing: readonly string[];
  /** The return on the delivery detail, as the server last told it. */
  opened: ListedReturn | null;
  /** The handover remark, sent with the decision. */
  remark: string;
  /** Why the last action was refused (deliveryRules.ts), for the screen to say; null when it was not. */
  problem: DeliveryProblem | null;
}

export type ChiefDeliveryEvent =
  | { type: 'rows.select'; returns: readonly ListedReturn[] }
  | { type: 'print.selected' }
  | { type: 'print.one'; return: ListedReturn }
  | { type: 'print.succeeded' }
  | { type: 'print.failed' }
  | { type: 'detail.open'; return: ListedReturn }
  | { type: 'remark.change'; remark: string }
  | { type: 'fpre.choose'; file: ChosenFile }
  | { type: 'upload.succeeded'; return: ListedReturn }
  | { type: 'upload.failed' }
  | { type: 'fpre.open' }
  | { type: 'fpre.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'delete.succeeded'; return: ListedReturn }
  | { type: 'delete.failed' }
  | { type: 'delivery.approve' }
  | { type: 'delivery.reject' }
  | { type: 'decision.succeeded' }
  | { type: 'decision.failed' }
  | { type: 'flow.back' };

const printable = (r: ListedReturn) => r.lifecycle.can({ type: 'fpre.print' });
const uploadEvent = (c: ChiefDeliveryContext) => ({ type: 'fpre.upload' as const, bypassFareye: c.bypassFareye });
const uploadable = (c: ChiefDeliveryContext, r: ListedReturn) => r.lifecycle.can(uploadEvent(c));
const holdsFpre = (r: ListedReturn) => r.lifecycle.can({ type: 'fpre.delete' });

/**
 * Chief Delivery (spec 002 §2, §4, §5): the list, where rows are printed (one or the chosen ones)
 * and a return is opened for its upload; the delivery detail, with the signed FPRE's upload
 * (checked before it is sent), its opening and its deletion after a confirmation, the handover
 * remark, Approve and Reject. What a return takes is the answer of the lifecycle snapshot the
 * server sent with it, and a refusal's reason is the lifecycle's refusing guard (deliveryRules.ts).
 * No I/O: the screens send what the user did and how the server answered.
 */
export const chiefDeliveryFlow = setup({
  types: {
    context: {} as ChiefDeliveryContext,
    events: {} as ChiefDeliveryEvent,
    /** Without input, a user who may not bypass delivery tracking. */
    input: {} as { bypassFareye: boolean } | undefined,
  },
  guards: {
    noneSelected: ({ context }) => context.selected.length === 0,
    someNotPrintable: ({ context }) => !context.selected.every(printable),
    oneNotPrintable: ({ event }) => event.type === 'print.one' && !printable(event.return),
    // The detail serves a return that takes an upload, or holds one (to open, delete, decide).
    openRefused: ({ context, event }) => event.type === 'detail.open' && !uploadable(context, event.return) && !holdsFpre(event.return),
    fileRefused: ({ event }) => event.type === 'fpre.choose' && fpreFileProblem(event.file) !== null,
    uploadRefused: ({ context }) => !uploadable(context, context.opened!),
    hasFpre: ({ context }) => context.opened !== null && holdsFpre(context.opened),
    mayApprove: ({ context }) => context.opened !== null && context.opened.lifecycle.can({ type: 'delivery.approve' }),
    remarkMissing: ({ context }) => !context.remark.trim(),
  },
  actions: {
    forget: assign({ selected: [], printing: [], opened: null, remark: '', problem: null }),
    select: assign({ selected: ({ event }) => (event.type === 'rows.select' ? [...event.returns] : []), problem: null }),
    refuse: assign({ problem: (_, params: { problem: DeliveryProblem }) => params.problem }),
    refuseFile: assign({ problem: ({ event }) => (event.type === 'fpre.choose' ? fpreFileProblem(event.file) : null) }),
    refuseOpen: assign({
      problem: ({ context, event }) => (event.type === 'detail.open' ? deliveryRefusal(event.return.lifecycle, uploadEvent(context)) : null),
    }),
    refuseUpload: assign({ problem: ({ context }) => deliveryRefusal(context.opened!.lifecycle, uploadEvent(context)) }),
    printSelected: assign({ printing: ({ context }) => context.selected.map((r) => r.retNumber), problem: null }),
    printOne: assign({ printing: ({ event }) => (event.type === 'print.one' ? [event.return.retNumber] : []), problem: null }),
    open: assign({ opened: ({ event }) => (event.type === 'detail.open' ? event.return : null), remark: '', problem: null }),
    answered: assign({ opened: ({ context, event }) => ('return' in event ? event.return : context.opened), problem: null }),
    remark: assign({ remark: ({ event }) => (event.type === 'remark.change' ? event.remark : ''), problem: null }),
    clearProblem: assign({ problem: null }),
  },
}).createMachine({
  id: 'chiefDeliveryFlow',
  // What each named guard checks, in words: the charts show it on hover (machines/charts).
  meta: {
    // The guards' names on the charts, short; {name} is the parameter the transition gives.
    guardLabels: {
      noneSelected: 'nothing chosen',
      someNotPrintable: 'one not printable',
      oneNotPrintable: 'not printable',
      openRefused: 'nothing to upload',
      fileRefused: 'file refused',
      uploadRefused: 'upload refused',
      hasFpre: 'FPRE uploaded',
      mayApprove: 'approval accepted',
      remarkMissing: 'remark missing',
    },
    guardDescriptions: {
      noneSelected: 'No return is chosen',
      someNotPrintable: 'A chosen return cannot be printed at its step',
      oneNotPrintable: 'The return cannot be printed at its step',
      openRefused: 'The return neither takes a signed FPRE upload nor holds one',
      fileRefused: 'The file is not a PDF, PNG or JPEG, is empty, or is too large',
      uploadRefused: 'The return does not take an upload now (FPRE not printed, already uploaded, or delivery tracking waiting)',
      hasFpre: 'The return holds a signed FPRE',
      mayApprove: "The return's lifecycle accepts Chief Delivery's approval",
      remarkMissing: 'The remark is empty',
    },
  },
  initial: 'listing',
  context: ({ input }) => ({ bypassFareye: input?.bypassFareye ?? false, selected: [], printing: [], opened: null, remark: '', problem: null }),
  states: {
    listing: {
      tags: ['list'],
      entry: 'forget',
      on: {
        'rows.select': { actions: 'select' },
        'print.selected': [
          { guard: 'noneSelected', actions: { type: 'refuse', params: { problem: 'selectRowFirst' } } },
          { guard: 'someNotPrintable', actions: { type: 'refuse', params: { problem: 'notPrintable' } } },
          { target: 'printing', actions: 'printSelected' },
        ],
        'print.one': [
          { guard: 'oneNotPrintable', actions: { type: 'refuse', params: { problem: 'notPrintable' } } },
          { target: 'printing', actions: 'printOne' },
        ],
        'detail.open': [
          { guard: 'openRefused', actions: 'refuseOpen' },
          { target: 'detail', actions: 'open' },
        ],
      },
    },
    printing: {
      tags: ['list', 'busy'],
      // Either way the list is fetched again and its selection starts afresh.
      on: { 'print.succeeded': 'listing', 'print.failed': 'listing' },
    },
    detail: {
      tags: ['detail'],
      on: {
        'remark.change': { actions: 'remark' },
        'fpre.choose': [
          { guard: 'fileRefused', actions: 'refuseFile' },
          { guard: 'uploadRefused', actions: 'refuseUpload' },
          { target: 'uploading', actions: 'clearProblem' },
        ],
        'fpre.open': { guard: 'hasFpre', actions: 'clearProblem' },
        'fpre.delete': { guard: 'hasFpre', target: 'confirmingDelete', actions: 'clearProblem' },
        'delivery.approve': { guard: 'mayApprove', target: 'deciding', actions: 'clearProblem' },
        'delivery.reject': [
          { guard: 'remarkMissing', actions: { type: 'refuse', params: { problem: 'remarkMissing' } } },
          { target: 'deciding', actions: 'clearProblem' },
        ],
        'flow.back': 'listing',
      },
    },
    uploading: {
      tags: ['detail', 'busy'],
      on: { 'upload.succeeded': { target: 'detail', actions: 'answered' }, 'upload.failed': 'detail' },
    },
    confirmingDelete: {
      tags: ['detail'],
      on: { 'delete.confirm': 'deleting', 'delete.cancel': 'detail' },
    },
    deleting: {
      tags: ['detail', 'busy'],
      on: { 'delete.succeeded': { target: 'detail', actions: 'answered' }, 'delete.failed': 'detail' },
    },
    deciding: {
      tags: ['detail', 'busy'],
      on: { 'decision.succeeded': 'decided', 'decision.failed': 'detail' },
    },
    decided: { type: 'final', tags: ['detail'] },
  },
});
