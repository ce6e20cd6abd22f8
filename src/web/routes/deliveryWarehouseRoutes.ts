import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { deliveryListAddress } from '../features/delivery/deliverySearch.ts';
import { deliveryPage } from '../features/delivery/deliveryListQuery.ts';
import { warehouseListAddress } from '../features/warehouse/warehouseSearch.ts';
import { warehousePage } from '../features/warehouse/warehouseListQuery.ts';
import type { PageRequest } from '../ui/DataTable.tsx';
import type { ListAddress } from '../ui/listAddress.ts';
import { listFiltersOf, type ListAddressRules } from '../ui/useListSearch.ts';
import { appLayout } from './appLayout.ts';
import { loadQuery } from './loadQuery.ts';
import type { ListLoad } from './routerContext.ts';

const deliveryListPage = lazyRouteComponent(() => import('../features/delivery/ChiefDeliveryListPage.tsx'), 'ChiefDeliveryListPage');
const warehouseListPage = lazyRouteComponent(() => import('../features/warehouse/ChiefWarehouseListPage.tsx'), 'ChiefWarehouseListPage');

/**
 * Chief Delivery and Chief Warehouse: each list with its optional return number, and its detail
 * (spec 002 §2, spec 000 §2.1), under a pathless route that holds the flow's memory while the user
 * is on its screens. The lists' filters and page live in the address (the scope's search: Back,
 * Reload and a shared link keep them).
 */
const delivery = createRoute({
  getParentRoute: () => appLayout,
  id: 'chief-delivery-flow',
  validateSearch: deliveryListAddress.validate,
  component: lazyRouteComponent(() => import('../features/delivery/deliveryMemory.ts'), 'DeliveryFlowScope'),
});
const warehouse = createRoute({
  getParentRoute: () => appLayout,
  id: 'chief-warehouse-flow',
  validateSearch: warehouseListAddress.validate,
  component: lazyRouteComponent(() => import('../features/warehouse/warehouseMemory.ts'), 'WarehouseFlowScope'),
});

/**
 * A list arriving at its bare address, which starts from the user's last search (the tab's, else
 * the filters stored in the user's profile): the screen replaces the address with it, and its
 * page is loaded then. The profile is the session's, not yet the router's: reading the bare page
 * here would ask the server for a page nobody sees.
 */
const arriving = (search: object, params: { id?: string }) => !params.id && Object.keys(search).length === 0;

/** A list's loader and screen: the page its address shows, in the cache before the list shows (with a return number in the path, its search). */
function listData<F extends string, T, Key extends QueryKey>(
  address: ListAddressRules<F> & { pageOf: (address: ListAddress<F>) => PageRequest },
  page: (filters: Record<F, string>, request: PageRequest) => FetchQueryOptions<T, Error, T, Key>,
  component: RouteComponent,
) {
  return {
    loaderDeps: ({ search }: { search: ListAddress<F> }) => search,
    loader: ({ context: { queryClient }, deps, params, cause }: ListLoad<ListAddress<F>>) =>
      arriving(deps, params) ? undefined : loadQuery(queryClient, page(listFiltersOf(address, deps, params.id), address.pageOf(deps)), cause),
    component,
  };
}
const deliveryListData = listData(deliveryListAddress, deliveryPage, deliveryListPage);
const warehouseListData = listData(warehouseListAddress, warehousePage, warehouseListPage);

// Each route is made before its parent takes it: made inside addChildren's list, the tree's types are lost.
const deliveryList = createRoute({ getParentRoute: () => delivery, path: 'chief-delivery', ...deliveryListData });
const deliveryListOfReturn = createRoute({ getParentRoute: () => delivery, path: 'chief-delivery/$id', ...deliveryListData });
const deliveryDetail = createRoute({
  getParentRoute: () => delivery,
  path: 'chief-delivery/delivery-detail',
  component: lazyRouteComponent(() => import('../features/delivery/DeliveryDetailPage.tsx'), 'DeliveryDetailPage'),
});
const warehouseList = createRoute({ getParentRoute: () => warehouse, path: 'chief-warehouse', ...warehouseListData });
const warehouseListOfReturn = createRoute({ getParentRoute: () => warehouse, path: 'chief-warehouse/$id', ...warehouseListData });
const warehouseDetail = createRoute({
  getParentRoute: () => warehouse,
  path: 'chief-warehouse/warehouse-detail',
  component: lazyRouteComponent(() => import('../features/warehouse/WarehouseDetailPage.tsx'), 'WarehouseDetailPage'),
});

export const deliveryWarehouseRoutes = [
  delivery.addChildren([deliveryList, deliveryListOfReturn, deliveryDetail]),
  warehouse.addChildren([warehouseList, warehouseListOfReturn, warehouseDetail]),
];
