import { playLifecycleThroughApi } from './lifecycleThroughApi.ts';

// Reasons regional QA reviews, after the salesman or (modern trade) first, with head-office QA after it.
playLifecycleThroughApi([
  { route: ['SALES', 'BRQA', 'CD', 'CW'], reason: '102', options: {} },
  { route: ['BRQA', 'QAHO', 'CD', 'CW'], reason: '120', options: { returnType: 'MTKA' } },
]);
