import { queryOptions } from '@tanstack/react-query';
import { api, type Schemas } from '../../api/client.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageOf } from '../../api/pageOf.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';

export type NewRegistrationRow = Schemas['DashboardReturnRow'];
export type NeedApprovalRow = Schemas['DashboardApprovalRow'];
export type StepCount = Schemas['DashboardStepCounts']['data'][number];

/** The table's column ids are the row fields the contract lets it sort by. */
const pageQuery = <Field extends string>({ pageNo, pageSize, after, sortBy, sortDir }: PageRequest) => ({
  pageNo,
  pageSize,
  ...(after ? { after } : {}),
  ...(sortBy ? { sortBy: sortBy as Field, sortDir } : {}),
});

/** A page of the New Registration table (GET /dashboard/return). */
export async function fetchNewRegistrations(request: PageRequest) {
  return pageOf(await api.GET('/dashboard/return', { params: { query: pageQuery<SortFieldOf<'listNewRegistrations'>>(request) } }));
}

/** A page of the Need Approval table (GET /dashboard/approval). */
export async function fetchNeedApproval(request: PageRequest) {
  return pageOf(await api.GET('/dashboard/approval', { params: { query: pageQuery<SortFieldOf<'listNeedApproval'>>(request) } }));
}

export const newRegistrationsKey = ['GET /dashboard/return'] as const;
export const needApprovalKey = ['GET /dashboard/approval'] as const;

/** The per-step counters of the returns waiting in the user's plants (called without a username, as the counter roles do). */
export const stepCounts = () =>
  queryOptions({
    queryKey: ['GET /query/sp/sp_DashboardpendingProses'],
    queryFn: async () => (await api.GET('/query/sp/sp_DashboardpendingProses', { params: { query: { username: '' } } })).data ?? { data: [], total: 0 },
  });

/** The returns whose process ended, completed or rejected. */
export const endedCounts = () =>
  queryOptions({
    queryKey: ['GET /query/sp/sp_DashboardComplateProsess'],
    queryFn: async () => (await api.GET('/query/sp/sp_DashboardComplateProsess')).data ?? { data: [], total: 0 },
  });

/** A table's total alone (its first row), for a card. */
export const totalOf = (key: readonly unknown[], fetch: (request: PageRequest) => Promise<{ totalRecord: number }>) =>
  queryOptions({ queryKey: [...key, 'total'], queryFn: async () => (await fetch({ pageNo: 1, pageSize: 1 })).totalRecord });
