import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PermissionKey } from '../../../shared/permissions.ts';
import { decidePermissionOf } from '../../../shared/stepPermissions.ts';
import { listAddress } from '../../ui/listAddress.ts';

/** The filters of the approval lists (spec 002 §2). */
const filterKeys = ['retNumber', 'invoiceNo', 'typeReturn', 'customerName', 'clientName', 'clientCode'] as const;
export type FilterKey = (typeof filterKeys)[number];

/** An approval list in the address (/qa-ho?customerName=Apotek&page=2): the routes' validateSearch and the filters of an address. */
export const approvalListAddress = listAddress(filterKeys);

/** What tells the four approval flows apart; their screens are one set (spec 002 §2). */
export interface ApprovalFlow {
  /** The step code the list asks for; the QAHO list also holds QACLIENT rows. */
  stepCode: 'SALES' | 'BRQA' | 'QAHO' | 'CLIENT';
  route: string;
  /** The decision screen; the detail page is `${route}/detail-data` for every flow. */
  decisionPath: string;
  filters: readonly FilterKey[];
  /** The list shows each row's step (QAHO: QAHO or QACLIENT). */
  showsStep: boolean;
  detailTitle: MessageDescriptor;
  decisionTitle: MessageDescriptor;
  /** Who may go on to the decision screen. */
  decidePermission: PermissionKey;
  /** Who may change a line's requested quantity on the detail page; null where nobody may. */
  qtyChangePermission: PermissionKey | null;
}

export const approvalFlows = [
  {
    stepCode: 'SALES',
    route: '/fss-asm-bm',
    decisionPath: '/fss-asm-bm/sales-detail',
    filters: ['retNumber', 'invoiceNo', 'typeReturn', 'customerName', 'clientName'],
    showsStep: false,
    detailTitle: msg`Fss Detail`,
    decisionTitle: msg`Approval Decision FSS / ASM / BM Detail`,
    decidePermission: decidePermissionOf.SALES,
    qtyChangePermission: 'approvals.sales.qtyChange',
  },
  {
    stepCode: 'BRQA',
    route: '/brqa',
    decisionPath: '/brqa/brqa-detail',
    filters: ['retNumber', 'invoiceNo', 'customerName', 'clientName', 'clientCode'],
    showsStep: false,
    detailTitle: msg`Brqa Detail`,
    decisionTitle: msg`Approval Decision Brqa Detail`,
    decidePermission: decidePermissionOf.BRQA,
    qtyChangePermission: null,
  },
  {
    stepCode: 'QAHO',
    route: '/qa-ho',
    decisionPath: '/qa-ho/qaho-detail',
    filters: ['retNumber', 'invoiceNo', 'customerName', 'clientName', 'clientCode'],
    showsStep: true,
    detailTitle: msg`QAHO Detail`,
    decisionTitle: msg`Approval Decision QAHO Detail`,
    decidePermission: decidePermissionOf.QAHO,
    qtyChangePermission: null,
  },
  {
    stepCode: 'CLIENT',
    route: '/client',
    decisionPath: '/client/client-detail',
    filters: ['retNumber', 'invoiceNo', 'customerName'],
    showsStep: false,
    detailTitle: msg`Client Detail`,
    decisionTitle: msg`Approval Decision Client Detail`,
    decidePermission: decidePermissionOf.CLIENT,
    qtyChangePermission: null,
  },
] as const satisfies readonly ApprovalFlow[];

/** One of the flows, with its paths' literal types. */
export type Flow = (typeof approvalFlows)[number];

/** A flow by its step code, with its paths' literal types (the routes are typed by them). */
export const approvalFlowOf = <S extends ApprovalFlow['stepCode']>(stepCode: S) =>
  approvalFlows.find((f) => f.stepCode === stepCode) as Extract<Flow, { stepCode: S }>;

/** The id of a flow's pathless route (routes/approvalRoutes.ts), which holds its memory and its list's search. */
export const flowScopeIdOf = <Code extends string>(stepCode: Code) => `${stepCode}flow` as const;

/** The detail page of a flow (spec 002 §2). */
export const detailPathOf = <Route extends string>(flow: { route: Route }) => `${flow.route}/detail-data` as const;

/** The ids of a flow's routes a screen reads: its scope's (the list's search) and its list of one return's (the number). */
type FlowRouteIds<F extends Flow> = F extends Flow
  ? {
      scope: `/app/${ReturnType<typeof flowScopeIdOf<F['stepCode']>>}`;
      listOfReturn: `/app/${ReturnType<typeof flowScopeIdOf<F['stepCode']>>}${F['route']}/$id`;
    }
  : never;
export const flowRouteIds = (flow: Flow) =>
  ({ scope: `/app/${flowScopeIdOf(flow.stepCode)}`, listOfReturn: `/app/${flowScopeIdOf(flow.stepCode)}${flow.route}/$id` }) as FlowRouteIds<Flow>;
