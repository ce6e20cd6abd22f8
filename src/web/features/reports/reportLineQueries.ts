import { api } from '../../api/client.ts';
import { pageOf } from '../../api/pageOf.ts';
import type { CurrentUser } from '../../session/profile.ts';
import type { PageRequest } from '../../ui/DataTable.tsx';
import { pageQuery } from '../../ui/pageQuery.ts';
import type { SortFieldOf } from '../../../shared/sortFields.ts';
import { isSearched, reportLineKey, reportLineQuery, type ReportLineSearch } from './reportLineSearch.ts';

/**
 * What Report Details searches for `filters` (its address's, with a return number in the path):
 * every plant and client of the user's profile until the user narrows them, so the list searches
 * them on arrival as the Report Header does (issue 30 item 12), and a return number in the path is
 * found at once. The route's loader and the screen read it alike.
 */
export function reportLineSearchFor(user: CurrentUser, filters: ReportLineSearch): ReportLineSearch {
  if (filters.plantCode) return filters;
  const choosesClients = user.permissions.includes('reports.detailFilterClients');
  return {
    ...filters,
    plantCode: user.plants.map((p) => p.plantCode).join(','),
    clientCode: choosesClients ? user.clients.map((c) => c.clientCode).join(',') : '',
  };
}

/** One page of Report Details (GET /return/items), in the order the table asks; nothing before a search with plants. */
export async function fetchReportLinePage(search: ReportLineSearch, { pageNo, pageSize, after, sortBy, sortDir }: PageRequest) {
  if (!isSearched(search)) return { data: [], totalRecord: 0 };
  return pageOf(
    await api.GET('/return/items', {
      params: {
        query: {
          ...reportLineQuery(search),
          pageNo,
          pageSize,
          ...(after ? { after } : {}),
          ...(sortBy ? { sortBy: sortBy as SortFieldOf<'listReportItems'>, sortDir } : {}),
        },
      },
    }),
  );
}

/** The page an address shows, as a query: the route loads it, the list finds it. */
export const reportLinePage = (search: ReportLineSearch, request: PageRequest) =>
  pageQuery(reportLineKey(search), (asked) => fetchReportLinePage(search, asked), request);
