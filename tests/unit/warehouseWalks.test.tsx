import { describe } from 'vitest';
import { warehouseModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { walkScreens } from '../fixtures/walkScreens.ts';
import { warehouseWalker } from '../fixtures/warehouseWalker.ts';

describe('Chief Warehouse walked from its machine through the screens', () => {
  walkScreens('Chief Warehouse', warehouseModel, warehouseWalker);
});
