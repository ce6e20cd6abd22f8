import { createRoute, lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';

const withRtvHeader = lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvHeaderPage.tsx'), 'WithRtvHeaderPage');
const withRtvList = lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvListPage.tsx'), 'WithRtvListPage');
const withRtvDetail = lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvDetailPage.tsx'), 'WithRtvDetailPage');
const withRtvNonRef = lazyRouteComponent(() => import('../features/returns/withRtv/WithRtvNonRefPage.tsx'), 'WithRtvNonRefPage');
const withoutRtvSearch = lazyRouteComponent(() => import('../features/returns/withoutRtv/WithoutRtvSearchPage.tsx'), 'WithoutRtvSearchPage');
const withoutRtvDetail = lazyRouteComponent(() => import('../features/returns/withoutRtv/WithoutRtvDetailPage.tsx'), 'WithoutRtvDetailPage');
const nonReference = lazyRouteComponent(() => import('../features/returns/nonReference/NonReferencePage.tsx'), 'NonReferencePage');

/** The creation screens: With RTV, Without RTV, Non Reference and their drafts (spec 001 §2). */
export function returnRoutes<TLayout extends AnyRoute>(layout: TLayout) {
  const route = (path: string, component: typeof withRtvHeader) => createRoute({ getParentRoute: () => layout, path, component });
  return [
    route('new-return/with-rtv', withRtvHeader),
    route('new-return/with-rtv/list', withRtvList),
    route('new-return/with-rtv/detail', withRtvDetail),
    route('new-return/with-rtv/draft/detail', withRtvDetail),
    route('new-return/with-rtv/non-ref', withRtvNonRef),
    route('new-return/non-rtv', withoutRtvSearch),
    route('new-return/non-rtv/non-rtv-detail', withoutRtvDetail),
    route('new-return/non-rtv/non-rtv-detail/$id', withoutRtvDetail),
    route('new-return/non-rtv/non-reference', nonReference),
    route('new-return/non-rtv/non-reference-draft', nonReference),
  ];
}
