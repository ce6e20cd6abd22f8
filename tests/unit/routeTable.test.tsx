import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { routeTree } from '../../src/web/routes/routeTree.tsx';
import { approvalFlows, flowRouteIds } from '../../src/web/features/approvals/approvalFlows.ts';
import { lookupScreens } from '../../src/web/features/masterdata/lookups/lookupScreens.ts';
import { adminScreens } from '../../src/web/features/admin/records/adminScreens.ts';
import { flattenPermissions } from '../../src/shared/permissions.ts';
import { answerApi, signedInAs, stopAnsweringApi } from '../fixtures/webApi.ts';

const router = createRouter({ routeTree, history: createMemoryHistory() });
/** The route a path lands on, by id (the most specific match). */
const landsOn = (path: string) => router.matchRoutes(path).at(-1)?.routeId;

describe('the route table', () => {
  it('has the routes the approval screens read by id', () => {
    for (const flow of approvalFlows) {
      const ids = flowRouteIds(flow);
      expect(router.routesById[ids.scope as keyof typeof router.routesById], ids.scope).toBeDefined();
      expect(landsOn(`${flow.route}/APL100126000001`)).toBe(ids.listOfReturn);
    }
  });

  it('opens every menu entry at a screen of its own, and an unknown path at the error page', () => {
    for (const { url } of flattenPermissions().filter((p) => p.url)) expect(landsOn(url!), url!).not.toMatch(/^\/\$$|\/\$$/);
    expect(landsOn('/master/no-such-lookup')).toBe('/app/master/$lookup');
    expect(landsOn('/no/such/page')).toBe('/$');
  });

  it('opens each lookup and administration screen at its permission url', () => {
    for (const screen of lookupScreens) expect(landsOn(screen.route), screen.route).toBe('/app/master/$lookup');
    for (const screen of adminScreens)
      expect(landsOn(screen.route), screen.route).toBe(screen.route === '/setting' ? '/app/setting' : '/app/administrator/$screen');
    expect(landsOn('/administrator/synch')).toBe('/app/administrator/synch');
  });

  it.each(['/master/no-such-lookup', '/master/no-such-lookup/detail-data?id=1', '/administrator/no-such-screen'])(
    'sends %s, which names no screen, to the error page',
    async (path) => {
      // Signed in: the app layout reads the session's profile before the screen's route decides.
      answerApi(signedInAs('admin', []));
      try {
        const signedIn = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
        await signedIn.load();
        expect(signedIn.state.location.pathname).toBe('/error/error-v1');
      } finally {
        stopAnsweringApi();
      }
    },
  );
});
