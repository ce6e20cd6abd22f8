import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** The progress bar at the top of the page while a route loads. */
export function RouteProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  // A progress bar is named for screen readers (axe: aria-progressbar-name).
  return <NavigationProgress aria-label={t`Loading the page`} />;
}
