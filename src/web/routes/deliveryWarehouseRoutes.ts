import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { deliveryListAddress } from '../features/delivery/deliverySearch.ts';
import { warehouseListAddress } from '../features/warehouse/warehouseSearch.ts';
import type { ListAddress } from '../ui/listAddress.ts';

const deliveryScope = lazyRouteComponent(() => import('../features/delivery/deliveryMemory.ts'), 'DeliveryFlowScope');
const deliveryList = lazyRouteComponent(() => import('../features/delivery/ChiefDeliveryListPage.tsx'), 'ChiefDeliveryListPage');
const deliveryDetail = lazyRouteComponent(() => import('../features/delivery/DeliveryDetailPage.tsx'), 'DeliveryDetailPage');
const warehouseScope = lazyRouteComponent(() => import('../features/warehouse/warehouseMemory.ts'), 'WarehouseFlowScope');
const warehouseList = lazyRouteComponent(() => import('../features/warehouse/ChiefWarehouseListPage.tsx'), 'ChiefWarehouseListPage');
const warehouseDetail = lazyRouteComponent(() => import('../features/warehouse/WarehouseDetailPage.tsx'), 'WarehouseDetailPage');

/**
 * Chief Delivery and Chief Warehouse: each list with its optional return number, and its detail
 * (spec 002 §2, spec 000 §2.1), under a pathless route that holds the flow's memory while the user
 * is on its screens.
 */
export function deliveryWarehouseRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const delivery = createRoute({ getParentRoute: () => layout, id: 'chief-delivery-flow', component: deliveryScope });
  const warehouse = createRoute({ getParentRoute: () => layout, id: 'chief-warehouse-flow', component: warehouseScope });
  const route = <S extends AnyRoute>(scope: S, path: string, component: typeof deliveryList) => createRoute({ getParentRoute: () => scope, path, component });
  // The lists' filters and page live in the address: Back, Reload and a shared link keep them.
  const list = <S extends AnyRoute, F extends string>(
    scope: S,
    path: string,
    component: typeof deliveryList,
    validateSearch: (search: Record<string, unknown>) => ListAddress<F>,
  ) => createRoute({ getParentRoute: () => scope, path, validateSearch, component });
  return [
    delivery.addChildren([
      list(delivery, 'chief-delivery', deliveryList, deliveryListAddress.validate),
      list(delivery, 'chief-delivery/$id', deliveryList, deliveryListAddress.validate),
      route(delivery, 'chief-delivery/delivery-detail', deliveryDetail),
    ]),
    warehouse.addChildren([
      list(warehouse, 'chief-warehouse', warehouseList, warehouseListAddress.validate),
      list(warehouse, 'chief-warehouse/$id', warehouseList, warehouseListAddress.validate),
      route(warehouse, 'chief-warehouse/warehouse-detail', warehouseDetail),
    ]),
  ];
}
