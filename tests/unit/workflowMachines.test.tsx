import { expect, it } from 'vitest';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { machineTitles, machineNamed } from '../../src/web/features/workflow/workflowMachines.ts';

it('names every charted machine for the analysts, and opens the lifecycle for a path that names none', () => {
  expect(Object.keys(machineTitles).sort()).toEqual(chartedMachines.map((m) => m.id).sort());
  expect(machineNamed(undefined).id).toBe('returnLifecycle');
  expect(machineNamed('nothing').id).toBe('returnLifecycle');
  expect(machineNamed('chiefWarehouseFlow').id).toBe('chiefWarehouseFlow');
});
