import { writeFileSync } from 'node:fs';
import { chartedMachines } from '../machines/charts/chartedMachines.ts';
import { guardDescriptionsOf, guardLabelsOf } from '../machines/charts/machineChart.ts';

/**
 * The English the machines write beside their guards (meta.guardLabels, meta.guardDescriptions),
 * listed in generated/machineWords.json for Lingui's extractor (src/web/i18n/machineWordsExtractor.ts):
 * the charts show them in the user's language, and a missing translation fails the build.
 */
export function machineWords(): void {
  const words = new Set(chartedMachines.flatMap((machine) => [...Object.values(guardLabelsOf(machine)), ...Object.values(guardDescriptionsOf(machine))]));
  writeFileSync('generated/machineWords.json', `${JSON.stringify([...words].sort(), null, 2)}\n`);
}
