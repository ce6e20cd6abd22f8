import type { Page } from '@playwright/test';
import { savedCookies, type SessionUser } from './sessions.ts';

/** Opens the receiving dock as `user` (their saved session), once the page has taken its screen over. */
export async function enterDock(page: Page, user: SessionUser) {
  await page.context().clearCookies();
  await page.context().addCookies(savedCookies(user));
  await page.goto('/dock');
  await page.locator('html[data-screen-taken-over]').waitFor({ state: 'attached' });
}
