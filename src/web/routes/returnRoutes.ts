import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { recordIdAddress } from '../ui/formAddress.ts';
import { appLayout } from './appLayout.ts';

const withRtvDetail = lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvDetailPage.tsx'), 'WithRtvDetailPage');
const withoutRtvDetail = lazyRouteComponent(() => import('../features/returns/withoutRtv/WithoutRtvDetailPage.tsx'), 'WithoutRtvDetailPage');
const nonReference = lazyRouteComponent(() => import('../features/returns/nonReference/NonReferencePage.tsx'), 'NonReferencePage');

/** Non Reference's address: the draft it opens (?id=), or the invoice the Without RTV search could not find (?invoice=). */
const nonReferenceSearch = (search: Record<string, unknown>): { id?: number; invoice?: string } => {
  const invoice = typeof search.invoice === 'string' || typeof search.invoice === 'number' ? String(search.invoice) : '';
  return { ...recordIdAddress(search), ...(invoice ? { invoice } : {}) };
};

// The wizards' pathless scopes hold the search their screens share (the draft or return opened).
const withRtv = createRoute({ getParentRoute: () => appLayout, id: 'with-rtv', validateSearch: recordIdAddress });
const nonReferenceScope = createRoute({ getParentRoute: () => appLayout, id: 'non-reference', validateSearch: nonReferenceSearch });
// Each route is made before its parent takes it: made inside addChildren's list, the tree's types are lost.
const withRtvHeader = createRoute({
  getParentRoute: () => withRtv,
  path: 'new-return/with-rtv',
  component: lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvHeaderPage.tsx'), 'WithRtvHeaderPage'),
});
const withRtvList = createRoute({
  getParentRoute: () => withRtv,
  path: 'new-return/with-rtv/list',
  component: lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvListPage.tsx'), 'WithRtvListPage'),
});
const withRtvDetailRoute = createRoute({ getParentRoute: () => withRtv, path: 'new-return/with-rtv/detail', component: withRtvDetail });
const withRtvDraftDetail = createRoute({ getParentRoute: () => withRtv, path: 'new-return/with-rtv/draft/detail', component: withRtvDetail });
const withRtvNonRef = createRoute({
  getParentRoute: () => withRtv,
  path: 'new-return/with-rtv/non-ref',
  component: lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvNonRefPage.tsx'), 'WithRtvNonRefPage'),
});
const nonReferenceRoute = createRoute({ getParentRoute: () => nonReferenceScope, path: 'new-return/non-rtv/non-reference', component: nonReference });
const nonReferenceDraft = createRoute({ getParentRoute: () => nonReferenceScope, path: 'new-return/non-rtv/non-reference-draft', component: nonReference });

/** The creation screens: With RTV, Without RTV, Non Reference and their drafts (spec 001 §2). */
export const returnRoutes = [
  withRtv.addChildren([withRtvHeader, withRtvList, withRtvDetailRoute, withRtvDraftDetail, withRtvNonRef]),
  createRoute({
    getParentRoute: () => appLayout,
    path: 'new-return/non-rtv',
    component: lazyRouteComponent(() => import('../features/returns/withoutRtv/WithoutRtvSearchPage.tsx'), 'WithoutRtvSearchPage'),
  }),
  createRoute({ getParentRoute: () => appLayout, path: 'new-return/non-rtv/non-rtv-detail', component: withoutRtvDetail }),
  createRoute({ getParentRoute: () => appLayout, path: 'new-return/non-rtv/non-rtv-detail/$id', component: withoutRtvDetail }),
  nonReferenceScope.addChildren([nonReferenceRoute, nonReferenceDraft]),
];
