import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';

/**
 * Tells a screen reader which page opened after a navigation (a single-page application does not
 * load a page the reader would announce): the document's title, read politely once the page
 * header has set it. The first page is announced by the browser itself.
 */
export function PageAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [announced, setAnnounced] = useState('');
  const first = useRef(pathname);

  useEffect(() => {
    if (pathname === first.current) return;
    first.current = '';
    // After the page header's effect has written the new title.
    const timer = setTimeout(() => setAnnounced(document.title), 100);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announced}
    </VisuallyHidden>
  );
}
