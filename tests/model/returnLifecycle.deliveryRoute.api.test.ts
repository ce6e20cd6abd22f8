import { playLifecycleThroughApi } from './lifecycleThroughApi.ts';

// A modern trade return of a reason no QA step reviews goes straight to the chiefs: the route with
// the most walks, as every delivery and warehouse outcome is played from its first state.
playLifecycleThroughApi([{ route: ['CD', 'CW'], reason: '101', options: { returnType: 'MTKA' } }]);
