import { afterEach, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messages as german } from '../../src/web/i18n/locales/de/machineWords.po';
import { messages as germanScreens } from '../../src/web/i18n/locales/de/messages.po';
import { chartedMachines } from '../../machines/charts/chartedMachines.ts';
import { collapsedChart, regionsOf } from '../../machines/charts/collapsedChart.ts';
import { guardDescriptionsOf, guardLabelsOf, machineChart } from '../../machines/charts/machineChart.ts';
import { returnLifecycle } from '../../machines/returns/returnLifecycle.ts';
import { guardDescriptionIn, guardLabelIn } from '../../src/web/features/workflow/guardWords.ts';

afterEach(() => i18n.activate('en'));

it("draws the guards' words in the user's language, their parameters as the steps users name", () => {
  // The machines' words are a catalog of their own, loaded beside the screens' (guardWords.ts useMachineWords).
  i18n.load('de', { ...germanScreens, ...german });
  i18n.activate('de');
  const lifecycle = machineChart(returnLifecycle);
  const toBrqa = lifecycle.transitions.find((t) => t.guard === 'stepDecidedTo' && t.guardParams?.step === 'SALES' && t.guardParams.to === 'BRQA')!;
  expect(guardLabelIn(i18n, toBrqa)).toBe('alles entschieden, weiter zu BRQA');
  const submit = collapsedChart(lifecycle, new Set(regionsOf(lifecycle))).transitions.find((t) => t.event === 'return.submit')!;
  expect(guardLabelIn(i18n, submit)).toBe('Route beginnt bei FSS/ASM/BM, Mandant, BRQA, QA HO, Auslieferungsleitung');
  expect(guardDescriptionIn(i18n, toBrqa)).toBe(
    'Jede Position ist in diesem Schritt entschieden, mindestens eine ist noch aktiv, und die Route geht als Nächstes zu diesem Schritt',
  );
  // Every guard of every machine has its words in the German catalog.
  for (const machine of chartedMachines)
    for (const words of [...Object.values(guardLabelsOf(machine)), ...Object.values(guardDescriptionsOf(machine))])
      expect(german[generateMessageId(words)], words).toBeTruthy();
});
