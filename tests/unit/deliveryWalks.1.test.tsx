import { describe } from 'vitest';
import { deliveryModel } from '../../machines/delivery/deliveryWarehouseModels.ts';
import { deliveryWalker } from '../fixtures/deliveryWalker.ts';
import { walkScreens } from '../fixtures/walkScreens.ts';

describe('Chief Delivery walked from its machine through the screens', () => {
  walkScreens('Chief Delivery', deliveryModel, deliveryWalker, { part: 1, of: 2 });
});
