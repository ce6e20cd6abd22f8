import { createRootRoute } from '@tanstack/react-router';
import { RootLayout } from '../features/shell/RootLayout.tsx';

/** The root of the route table (routeTree.tsx): every screen's parent. */
export const rootRoute = createRootRoute({ component: RootLayout });
