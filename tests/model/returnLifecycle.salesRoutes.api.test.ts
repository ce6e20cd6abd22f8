import { playLifecycleThroughApi } from './lifecycleThroughApi.ts';

// The salesman decides first; the Non CRP line of invoice 9000000019 needs the client's approval too.
playLifecycleThroughApi([
  { route: ['SALES', 'CLIENT', 'BRQA', 'QAHO', 'CD', 'CW'], reason: '120', options: { invoiceNo: '9000000019', lineNumbers: [1, 8] } },
  { route: ['SALES', 'CD', 'CW'], reason: '101', options: {} },
]);
