// Shown outside the first page's script: it brings the rest of Mantine's styles, the progress bar's with them.
import '../../ui/styles/rest.css';
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
