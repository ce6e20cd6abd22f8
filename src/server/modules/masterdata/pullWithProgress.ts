import type { JobContext } from '../../outbox/jobs.ts';
import type { ErpAnswer } from '../integrations/index.ts';

/**
 * Asks the ERP, with progress around the call: waiting for the ERP is most of a synch's time, so
 * the bar moves to `after` once it has answered and the storing fills the rest.
 */
export async function pullWithProgress<T>(context: JobContext, ask: () => Promise<ErpAnswer<T>>, after = 60): Promise<ErpAnswer<T>> {
  await context.progress(10);
  const answer = await ask();
  await context.progress(after);
  return answer;
}
