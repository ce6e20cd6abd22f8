import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import type { MenuItem } from '../../src/web/session/session.tsx';
import { SideMenu } from '../../src/web/features/shell/SideMenu.tsx';
import { CrpBadge } from '../../src/web/features/returns/CrpBadge.tsx';
import { renderScreens } from '../fixtures/renderScreens.tsx';
import { renderWidget } from '../fixtures/renderWidget.tsx';

afterEach(cleanup);

const entry = (key: string, title: string, url: string | null, submenu: MenuItem[] = []): MenuItem => ({ key, title, url, icon: null, submenu });
const menu = [
  entry('dashboard', 'Dashboard', '/dashboard'),
  entry('newReturn', 'New Return', null, [
    entry('returns.withRtv', 'With RTV', '/new-return/with-rtv'),
    entry('returns.nonRtv', 'Without RTV', '/new-return/non-rtv'),
    entry('returns.nonReference', 'Non Reference', '/new-return/non-rtv/non-reference'),
  ]),
];

/** The side menu on `path`. */
function menuAt(path: string) {
  const routes = (root: AnyRoute) => [createRoute({ getParentRoute: () => root, path, component: () => <SideMenu menu={menu} onNavigate={() => {}} /> })];
  renderScreens(path, { routes });
}

const highlighted = () => screen.getAllByRole('link').filter((a) => a.hasAttribute('data-active') || a.getAttribute('aria-current') === 'page');

describe('the side menu', () => {
  it('highlights one entry: the one that covers the page best, not also the entry whose path begins it', async () => {
    menuAt('/new-return/non-rtv/non-reference');
    await screen.findByRole('link', { name: 'Non Reference' });
    expect(highlighted().map((a) => a.textContent)).toEqual(['Non Reference']);
  });

  it('highlights the entry of a page below it', async () => {
    menuAt('/new-return/non-rtv/non-rtv-detail');
    await screen.findByRole('link', { name: 'Without RTV' });
    expect(highlighted().map((a) => a.textContent)).toEqual(['Without RTV']);
  });
});

describe('badges', () => {
  it('show the CRP flag as the specification writes it, neither upper-cased nor cut off', () => {
    renderWidget(
      <>
        <CrpBadge flag="Y" />
        <CrpBadge flag="N" />
      </>,
    );
    for (const label of ['Within CRP', 'Non CRP']) {
      const badge = screen.getByText(label).closest('.mantine-Badge-root') as HTMLElement;
      expect(badge.style.textTransform).toBe('none');
      expect(badge.style.overflow).toBe('visible');
    }
  });
});
