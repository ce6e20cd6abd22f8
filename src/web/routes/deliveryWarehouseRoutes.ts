import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const deliveryList = lazyRouteComponent(() => import('../features/delivery/ChiefDeliveryListPage.tsx'), 'ChiefDeliveryListPage');
const deliveryDetail = lazyRouteComponent(() => import('../features/delivery/DeliveryDetailPage.tsx'), 'DeliveryDetailPage');
const warehouseList = lazyRouteComponent(() => import('../features/warehouse/ChiefWarehouseListPage.tsx'), 'ChiefWarehouseListPage');
const warehouseDetail = lazyRouteComponent(() => import('../features/warehouse/WarehouseDetailPage.tsx'), 'WarehouseDetailPage');

/** Chief Delivery and Chief Warehouse: each list with its optional return number, and its detail (spec 002 §2, spec 000 §2.1). */
export function deliveryWarehouseRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const route = (path: string, component: typeof deliveryList) => createRoute({ getParentRoute: () => layout, path, component });
  return [
    route('chief-delivery', deliveryList),
    route('chief-delivery/$id', deliveryList),
    route('chief-delivery/delivery-detail', deliveryDetail),
    route('chief-warehouse', warehouseList),
    route('chief-warehouse/$id', warehouseList),
    route('chief-warehouse/warehouse-detail', warehouseDetail),
  ];
}
