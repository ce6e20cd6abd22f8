import { queryOptions } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery, shownAsLoaded } from '../../ui/pageQuery.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';

export type NewRegistrationRow = Schemas['DashboardReturnRow'];
export type NeedApprovalRow = Schemas['DashboardApprovalRow'];
export type StepCount = Schemas['DashboardStepCounts']['data'][number];

/** The table's column ids are the row fields the contract lets it sort by. */
const pageParams = <Field extends string>({ pageNo, pageSize, after, sortBy, sortDir }: PageRequest) => ({
  pageNo,
  pageSize,
  ...(after ? { after } : {}),
  ...(sortBy ? { sortBy: sortBy as Field, sortDir } : {}),
});

/** A page of the New Registration table (GET /dashboard/return). */
export async function fetchNewRegistrations(request: PageRequest) {
  return pageOf(await api.GET('/dashboard/return', { params: { query: pageParams<SortFieldOf<'listNewRegistrations'>>(request) } }));
}

/** A page of the Need Approval table (GET /dashboard/approval). */
export async function fetchNeedApproval(request: PageRequest) {
  return pageOf(await api.GET('/dashboard/approval', { params: { query: pageParams<SortFieldOf<'listNeedApproval'>>(request) } }));
}

export const newRegistrationsKey = ['GET /dashboard/return'] as const;
export const needApprovalKey = ['GET /dashboard/approval'] as const;

/** A dashboard table's first page, as its table asks it (ten rows, unsorted): the route loads it, the table and its card read it. */
const firstPage: PageRequest = { pageNo: 1, pageSize: 10 };
export const newRegistrationsFirstPage = () => pageQuery(newRegistrationsKey, fetchNewRegistrations, firstPage);
export const needApprovalFirstPage = () => pageQuery(needApprovalKey, fetchNeedApproval, firstPage);

/** The per-step counters of the returns waiting in the user's plants (called without a username, as the counter roles do). */
export const stepCounts = () =>
  queryOptions({
    queryKey: ['GET /query/sp/sp_DashboardpendingProses'],
    ...shownAsLoaded,
    queryFn: async () => (await api.GET('/query/sp/sp_DashboardpendingProses', { params: { query: { username: '' } } })).data ?? { data: [], total: 0 },
  });

/** The returns whose process ended, completed or rejected. */
export const endedCounts = () =>
  queryOptions({
    queryKey: ['GET /query/sp/sp_DashboardComplateProsess'],
    ...shownAsLoaded,
    queryFn: async () => (await api.GET('/query/sp/sp_DashboardComplateProsess')).data ?? { data: [], total: 0 },
  });

/** The dashboard's parts a user with these permissions sees (spec 000 §2.3): the route loads what they read, the screen shows them. */
export function dashboardParts(can: (permission: string) => boolean) {
  return { newRegistration: can('dashboard.newRegistration'), needApproval: can('dashboard.needApproval'), stepCounters: can('dashboard.stepCounters') };
}
