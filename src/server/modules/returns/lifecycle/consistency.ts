import type { StoredState } from './rowMapping.ts';

/**
 * The steps a return in progress may stand at: the steps of its route, and QACLIENT after QAHO.
 * Migration 0009 keeps status and step consistent in the database too (its CHECK cannot see the
 * route); this check also covers rows written before it, and never lets the machine meet a state
 * it has no node for (a 500): such a row is refused with a 409 that names it.
 */
function stepsOf(route: readonly string[]): string[] {
  return route.includes('QAHO') ? [...route, 'QACLIENT'] : [...route];
}

/** Why a stored return cannot be a lifecycle state, or null when it is one. */
export function inconsistencyOf(r: StoredState): string | null {
  const step = r.step_code ?? 'no step';
  switch (r.status) {
    case 'D':
    case 'R':
      if (r.step_code !== null) return `status ${r.status} with step ${step}`;
      break;
    case 'W':
      if (r.step_code === null || !stepsOf(r.route).includes(r.step_code))
        return `status W with ${step}, which is not a step of its route ${r.route.join(', ') || '(none)'}`;
      break;
    case 'A':
      if (r.step_code !== 'END') return `status A with ${step} instead of END`;
      break;
  }
  if (r.status_reject && r.status !== 'A') return `status ${r.status} marked as rejected at the end`;
  const completed = r.status === 'A' && !r.status_reject;
  if (r.so_status !== null && !completed) return `a sales order ${r.so_status} before the return was completed`;
  if (r.return_invoice_no !== null && r.so_status !== 'SUCCESS') return 'a return invoice without a sales order';
  return null;
}
