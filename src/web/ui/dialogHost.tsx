import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * Where the dialogs show: Mantine's modals, mounted the first time a dialog is asked for. The
 * modal with its focus trap, scroll area and floating-ui is an eighth of the sign-in page's
 * script, and most visits never show a dialog there. Dialogs open through ui/dialogs.tsx,
 * which waits for the host; `modals.close` works as usual once one is open.
 */
const MantineModals = lazy(() => import('./mantineModals.tsx').then((m) => ({ default: m.MantineModals })));

let wanted = false;
let listening = false;
const listeners = new Set<() => void>();
const waiting: (() => void)[] = [];

/** Resolves once a dialog can open, mounting the host on the first call. */
export function dialogsReady(): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return listening ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** The host listens for `modals.open` from now until it unmounts. */
function hostListens() {
  listening = true;
  for (const resolve of waiting.splice(0)) resolve();
  return () => {
    listening = false;
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Once in the app, beside the router. A dialog's content is rendered by the host, not under the
 * screen that opened it: `frame` gives it what the screens have around them (the signed-in app's
 * query client); shared UI knows neither the server nor the session.
 */
export function DialogHost({ frame }: { frame?: ComponentType<{ children: ReactNode }> }) {
  // No dialog is open in the server's picture of a screen (ServerPicture.tsx).
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <MantineModals onListening={hostListens} frame={frame} />
    </Suspense>
  );
}
