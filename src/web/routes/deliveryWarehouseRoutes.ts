import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { deliveryListAddress } from '../features/delivery/deliverySearch.ts';
import { warehouseListAddress } from '../features/warehouse/warehouseSearch.ts';
import { appLayout } from './appLayout.ts';

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

// Each route is made before its parent takes it: made inside addChildren's list, the tree's types are lost.
const deliveryList = createRoute({ getParentRoute: () => delivery, path: 'chief-delivery', component: deliveryListPage });
const deliveryListOfReturn = createRoute({ getParentRoute: () => delivery, path: 'chief-delivery/$id', component: deliveryListPage });
const deliveryDetail = createRoute({
  getParentRoute: () => delivery,
  path: 'chief-delivery/delivery-detail',
  component: lazyRouteComponent(() => import('../features/delivery/DeliveryDetailPage.tsx'), 'DeliveryDetailPage'),
});
const warehouseList = createRoute({ getParentRoute: () => warehouse, path: 'chief-warehouse', component: warehouseListPage });
const warehouseListOfReturn = createRoute({ getParentRoute: () => warehouse, path: 'chief-warehouse/$id', component: warehouseListPage });
const warehouseDetail = createRoute({
  getParentRoute: () => warehouse,
  path: 'chief-warehouse/warehouse-detail',
  component: lazyRouteComponent(() => import('../features/warehouse/WarehouseDetailPage.tsx'), 'WarehouseDetailPage'),
});

export const deliveryWarehouseRoutes = [
  delivery.addChildren([deliveryList, deliveryListOfReturn, deliveryDetail]),
  warehouse.addChildren([warehouseList, warehouseListOfReturn, warehouseDetail]),
];
