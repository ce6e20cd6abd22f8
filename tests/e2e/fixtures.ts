import { expect, test as base } from '@playwright/test';
import { transitionRecorder } from '../coverage/record.ts';
import { executedTransitions } from '../coverage/transitions.ts';

export { expect };

const recorder = transitionRecorder('e2e');

/** What a token or a session credential looks like in a page's storage: a JWT, or the session cookie's name. */
const credential = /ey[\w-]+\.[\w-]+\.[\w-]+|gr-session/;

/**
 * Playwright's `test`, recording the transitions the screens' actors take in Chromium: before the
 * app loads, the page gets an inspector (src/web/actorOptions.ts reads `window.__inspectActors`)
 * that hands each executed transition to this worker, which writes it for the coverage check.
 * After every journey, no page of the app holds a credential where its scripts can read it
 * (localStorage, sessionStorage, document.cookie): the access token lives in memory only (issue 35).
 */
export const test = base.extend<{ recordTransitions: void; noReadableCredential: void; drawnAsTakenOver: void }>({
  // A screen the server drew is taken over as drawn: a difference makes React draw it again and the
  // page says so (main.tsx onRecoverableError), which fails the journey (issue 54 item 5).
  drawnAsTakenOver: [
    async ({ context }, use) => {
      const differences: string[] = [];
      context.on('console', (message) => {
        if (message.text().startsWith('The screen drawn by the server differed')) differences.push(`${message.page()?.url()}: ${message.text()}`);
      });
      await use();
      expect(differences, 'screens the server drew and the page drew otherwise').toEqual([]);
    },
    { auto: true },
  ],
  noReadableCredential: [
    async ({ context, baseURL }, use) => {
      await use();
      for (const page of context.pages()) {
        if (page.isClosed() || !page.url().startsWith(baseURL!)) continue;
        const readable = await page
          .evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie)
          .catch(() => '');
        expect(readable, `a credential readable by the page's scripts at ${page.url()}`).not.toMatch(credential);
      }
    },
    { auto: true },
  ],
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
