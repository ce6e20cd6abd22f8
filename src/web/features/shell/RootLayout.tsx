import { Outlet } from '@tanstack/react-router';
import { RouteProgress } from './RouteProgress.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function RootLayout() {
  return (
    <>
      <RouteProgress />
      <Outlet />
      <ScrollToTop />
    </>
  );
}
