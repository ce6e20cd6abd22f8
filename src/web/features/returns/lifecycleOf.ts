import type { LifecycleSnapshot } from '../../../../machines/returns/lifecycleRefusal.ts';
import { returnLifecycle, type LifecycleContext } from '../../../../machines/returns/returnLifecycle.ts';
import type { Schemas } from '../../api/client.ts';

/**
 * The lifecycle snapshot the server sent with a return (its document, a Chief Delivery or Chief
 * Warehouse list row, a Chief Delivery answer), resolved with the same machine: the screens ask it
 * what to offer. The only reading of the server's snapshot in the browser.
 */
export function lifecycleOf(sent: { lifecycle: Schemas['LifecycleSnapshot'] }): LifecycleSnapshot {
  return returnLifecycle.resolveState({
    value: sent.lifecycle.value as LifecycleSnapshot['value'],
    context: sent.lifecycle.context as unknown as LifecycleContext,
  });
}
