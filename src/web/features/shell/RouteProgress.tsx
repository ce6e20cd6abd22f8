import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useRouterState } from '@tanstack/react-router';

/** The progress bar at the top of the page while a route loads. */
export function RouteProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  useEffect(() => {
    if (loading) nprogress.start();
    else nprogress.complete();
  }, [loading]);
  return <NavigationProgress />;
}
