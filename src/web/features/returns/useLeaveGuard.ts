import { useCallback, useEffect, useRef } from 'react';
import { t } from '@lingui/core/macro';
import { useBlocker } from '@tanstack/react-router';
import { showConfirmDialog } from '../../ui/dialogs.tsx';

interface Guard {
  /** The screen holds input not saved yet. */
  dirty: boolean;
  /** Paths within the same wizard: going there keeps the input (it is in the tab's memory). */
  staysIn: (pathname: string) => boolean;
  /** Forgets the wizard's input, once the user agreed to leave it. */
  discard: () => void;
}

const askToDiscard = () =>
  new Promise<boolean>((resolve) =>
    showConfirmDialog(
      t`Your input has not been saved. Leave and discard it?`,
      () => resolve(true),
      () => resolve(false),
    ),
  );

/**
 * Asks before unsaved input of a wizard is thrown away: on any navigation out of the wizard (a
 * menu link, Back of the browser, sign-out) and on the screen's own Cancel or Back, which use the
 * returned `leave`. Reload is not asked: the input is in the tab's memory and comes back.
 */
export function useLeaveGuard(guard: Guard): (go: () => void) => Promise<void> {
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  // Once the user agreed (or nothing was left to lose), the navigation that follows is not asked again.
  const released = useRef(false);

  const shouldBlockFn = useCallback(async ({ current, next }: { current: { pathname: string }; next: { pathname: string } }) => {
    const { dirty, staysIn, discard } = latest.current;
    if (released.current || !dirty || next.pathname === current.pathname || staysIn(next.pathname)) return false;
    if (!(await askToDiscard())) return true;
    released.current = true;
    discard();
    return false;
  }, []);
  useBlocker({ shouldBlockFn, enableBeforeUnload: false });

  return useCallback(async (go: () => void) => {
    const { dirty, discard } = latest.current;
    if (dirty && !(await askToDiscard())) return;
    released.current = true;
    discard();
    go();
  }, []);
}
