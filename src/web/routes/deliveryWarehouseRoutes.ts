import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { deliveryListAddress } from '../features/delivery/deliverySearch.ts';
import { warehouseListAddress } from '../features/warehouse/warehouseSearch.ts';
import type { ListAddress } from '../ui/listAddress.ts';

const deliveryList = lazyRouteComponent(() => import('../features/delivery/ChiefDeliveryListPage.tsx'), 'ChiefDeliveryListPage');
const deliveryDetail = lazyRouteComponent(() => import('../features/delivery/DeliveryDetailPage.tsx'), 'DeliveryDetailPage');
const warehouseList = lazyRouteComponent(() => import('../features/warehouse/ChiefWarehouseListPage.tsx'), 'ChiefWarehouseListPage');
const warehouseDetail = lazyRouteComponent(() => import('../features/warehouse/WarehouseDetailPage.tsx'), 'WarehouseDetailPage');

/** Chief Delivery and Chief Warehouse: each list with its optional return number, and its detail (spec 002 §2, spec 000 §2.1). */
export function deliveryWarehouseRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const route = (path: string, component: typeof deliveryList) => createRoute({ getParentRoute: () => layout, path, component });
  // The lists' filters and page live in the address: Back, Reload and a shared link keep them.
  const list = <F extends string>(path: string, component: typeof deliveryList, validateSearch: (search: Record<string, unknown>) => ListAddress<F>) =>
    createRoute({ getParentRoute: () => layout, path, validateSearch, component });
  return [
    list('chief-delivery', deliveryList, deliveryListAddress.validate),
    list('chief-delivery/$id', deliveryList, deliveryListAddress.validate),
    route('chief-delivery/delivery-detail', deliveryDetail),
    list('chief-warehouse', warehouseList, warehouseListAddress.validate),
    list('chief-warehouse/$id', warehouseList, warehouseListAddress.validate),
    route('chief-warehouse/warehouse-detail', warehouseDetail),
  ];
}
