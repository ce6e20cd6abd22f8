import { useEffect, useState, type ReactNode } from 'react';

/**
 * A block a screen shows below its first view, rendered in an idle moment after the screen, in a
 * task of its own: not inside the long task that renders the screen (issue 34). Each block waits
 * for its own idle moment, and a render React has queued runs before the next one, so several
 * blocks come in as many short tasks. Put only at a screen's end, where nothing below can move.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setShown(true), 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => setShown(true), { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return shown ? children : null;
}
