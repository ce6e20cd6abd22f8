import '../../ui/styles/rest.css';
import { AppShell, Center, Loader } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { ServerState } from '../../api/serverState.tsx';
import { useSession } from '../../session/session.tsx';
import { PrivacyDialog } from '../auth/index.ts';
import { screenPermission } from './activeMenu.ts';
import '../../ui/accessibility.css';
import { Forbidden } from './Forbidden.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { PageAnnouncer } from './PageAnnouncer.tsx';
import { PageHeader } from './PageHeader.tsx';
import { QuickPanel } from './QuickPanel.tsx';
import { SideMenu } from './SideMenu.tsx';
import { mainContentId, SkipLink } from './SkipLink.tsx';
import { ScreenTakenOver } from './ScreenTakenOver.tsx';

/**
 * The application shell: header, side menu, page header, the page; privacy agreement first.
 * The query client and notifications are for signed-in work: the sign-in page does not carry them.
 */
export function AppLayout() {
  const session = useSession();
  const [navbarOpened, navbar] = useDisclosure();
  const [quickPanelOpened, quickPanel] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  if (!session.user) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  const permission = screenPermission(pathname);
  const allowed = permission === null || session.can(permission);
  return (
    <ServerState>
      <AppShell header={{ height: 60 }} navbar={{ width: 280, breakpoint: 'lg', collapsed: { mobile: !navbarOpened } }} padding="md">
        <SkipLink />
        <AppShell.Header>
          <HeaderBar user={session.user} navbarOpened={navbarOpened} onToggleNavbar={navbar.toggle} onOpenQuickPanel={quickPanel.open} />
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <SideMenu menu={session.menu} onNavigate={navbar.close} />
        </AppShell.Navbar>
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          <PageHeader />
          <PageAnnouncer />
          {allowed ? <Outlet /> : <Forbidden />}
        </AppShell.Main>
        <QuickPanel opened={quickPanelOpened} onClose={quickPanel.close} />
        <Notifications position="top-right" />
        {!session.user.privacy.agreed && <PrivacyDialog policyVersion={session.user.privacy.policyVersion} />}
        <ScreenTakenOver />
      </AppShell>
    </ServerState>
  );
}
