import { returnLifecycle, type LifecycleContext } from '../../../../machines/returns/returnLifecycle.ts';
import type { Schemas } from '../../api/client.ts';

/** The lifecycle snapshot of a return as the server rebuilt it: the screens ask it what to offer. */
export function lifecycleOf(document: Pick<Schemas['ReturnDocument'], 'lifecycle'>) {
  return returnLifecycle.resolveState({
    value: document.lifecycle.value as ReturnType<typeof returnLifecycle.resolveState>['value'],
    context: document.lifecycle.context as unknown as LifecycleContext,
  });
}
