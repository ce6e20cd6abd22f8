import { test as base } from '@playwright/test';
import { transitionRecorder } from '../coverage/record.ts';
import { executedTransitions } from '../coverage/transitions.ts';

export { expect } from '@playwright/test';

const recorder = transitionRecorder('e2e');

/**
 * Playwright's `test`, recording the transitions the screens' actors take in Chromium: before the
 * app loads, the page gets an inspector (src/web/actorOptions.ts reads `window.__inspectActors`)
 * that hands each executed transition to this worker, which writes it for the coverage check.
 */
export const test = base.extend<{ recordTransitions: void }>({
  recordTransitions: [
    async ({ context }, use) => {
      await context.exposeFunction('__recordTransition', (executed: string) => recorder.write(JSON.parse(executed)));
      await context.addInitScript(`{
        const executedTransitions = ${executedTransitions.toString()};
        window.__inspectActors = (event) => executedTransitions(event).forEach((t) => window.__recordTransition(JSON.stringify(t)));
      }`);
      await use();
    },
    { auto: true },
  ],
});
