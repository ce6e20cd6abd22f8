import { createRoute, lazyRouteComponent, redirect, useNavigate } from '@tanstack/react-router';
import { tokenStore } from '../session/tokenStore.ts';
import { AuthLayout } from '../features/auth/AuthLayout.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { LogoutPage } from '../features/auth/LogoutPage.tsx';
import { appRoutes } from './appRoutes.tsx';
import { dockRoute } from './dockRoute.ts';
import { rootRoute } from './rootRoute.ts';
import { toErrorPage } from './toErrorPage.ts';

/**
 * The route table of spec 000 §2.1. Signed-out users are sent to /auth/login, signed-in users
 * away from /auth, unknown paths to /error/error-v1. Screens load lazily. A first visit to the
 * sign-in page shows it without the router (FirstPage.tsx); this table, with the router, loads
 * when the user goes on from there or comes to any other page.
 */
const authLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'auth',
  beforeLoad: () => {
    if (tokenStore.get()) throw redirect({ to: '/' });
  },
  component: AuthLayout,
});
/** The sign-in page in the router: its links and the screen after it are the router's navigation. */
function RoutedLoginPage() {
  const navigate = useNavigate();
  return <LoginPage go={(to) => navigate({ to })} />;
}

const toLogin = () => {
  throw redirect({ to: '/auth/login' });
};
const authRoutes = [
  createRoute({ getParentRoute: () => authLayout, path: '/', beforeLoad: toLogin }),
  createRoute({ getParentRoute: () => authLayout, path: 'login', component: RoutedLoginPage }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'registration',
    component: lazyRouteComponent(() => import('../features/auth/RegistrationPage.tsx'), 'RegistrationPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'forgot-password',
    component: lazyRouteComponent(() => import('../features/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'reset-password',
    validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
    component: lazyRouteComponent(() => import('../features/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'two-factor',
    component: lazyRouteComponent(() => import('../features/auth/TwoFactorPage.tsx'), 'TwoFactorPage'),
  }),
  createRoute({
    getParentRoute: () => authLayout,
    path: 'oidc',
    component: lazyRouteComponent(() => import('../features/auth/CompanySignInReturnPage.tsx'), 'CompanySignInReturnPage'),
  }),
  createRoute({ getParentRoute: () => authLayout, path: '$', beforeLoad: toLogin }),
];

const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'terms',
  component: lazyRouteComponent(() => import('../features/auth/TermsPage.tsx'), 'TermsPage'),
});

const logoutRoute = createRoute({ getParentRoute: () => rootRoute, path: 'logout', component: LogoutPage });

const errorLayout = createRoute({ getParentRoute: () => rootRoute, path: 'error' });
const errorRoutes = [
  createRoute({
    getParentRoute: () => errorLayout,
    path: '/',
    beforeLoad: toErrorPage,
  }),
  createRoute({
    getParentRoute: () => errorLayout,
    path: '$version',
    component: lazyRouteComponent(() => import('../features/errors/ErrorPage.tsx'), 'ErrorPage'),
  }),
];

const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: toErrorPage,
});

export const routeTree = rootRoute.addChildren([
  authLayout.addChildren(authRoutes),
  termsRoute,
  logoutRoute,
  errorLayout.addChildren(errorRoutes),
  appRoutes,
  dockRoute,
  unknownRoute,
]);
