import { expect, test, type Locator, type Page } from '@playwright/test';
import { savedCookies, type SessionUser } from './sessions.ts';

export const DEMO_PASSWORD = 'Demo#2026';

/**
 * Types `text` into an input key by key, as a user does (never `fill`, which sets the whole value
 * at once and skips what the input does on each key), then leaves the field (as a click elsewhere
 * does: Tab would focus the next field and open its calendar over the page).
 */
export async function typeInto(field: Locator, text: string) {
  await clearField(field);
  await field.pressSequentially(text);
  await field.blur();
}

/** Empties a field as a person does: everything in it selected, then Backspace. */
export async function clearField(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
}

/** The sign-in screen and the shell, as a user sees them. */
/**
 * Keeps what the screen shows as a picture in the test's output, for a person checking a layout
 * by eye; CI's output is read by nobody, and each picture costs Chromium a frame and an encoding.
 */
export async function keepScreenshot(page: Page, name: string) {
  if (!process.env.CI) await page.screenshot({ path: test.info().outputPath(name) });
}

export class ShellPage {
  constructor(readonly page: Page) {}

  async signIn(userName: string, password = DEMO_PASSWORD) {
    await this.page.goto('/auth/login');
    await typeInto(this.page.getByLabel('Username'), userName);
    await typeInto(this.page.getByLabel('Password'), password);
    await this.page.getByRole('button', { name: 'Login' }).click();
  }

  /**
   * Starts as `user` with the session the setup project saved (tests/e2e/sessions.setup.ts signed
   * every user in once): its cookies are given to the browser, then `path` opens signed in (the
   * page renews its access token from them, as after a reload).
   */
  async enterAs(user: SessionUser, path = '/dashboard') {
    await this.switchTo(user, path);
  }

  /** Becomes `user` in this tab (as signing out and in again would, without the form), then opens `path`. */
  async switchTo(user: SessionUser, path: string) {
    await this.page.context().clearCookies();
    await this.page.context().addCookies(savedCookies(user));
    await this.page.goto(path);
    await this.page.getByRole('button', { name: 'User menu' }).waitFor();
    // A journey acts on the screen once the page has taken it over (features/shell/ScreenTakenOver.tsx):
    // a navigation while a drawn screen is still being taken over makes React draw it again; what a
    // user does on it before is held and given to it then (tests/e2e/liveWhenVisible.spec.ts).
    await this.page.locator('html[data-screen-taken-over]').waitFor({ state: 'attached' });
  }

  /** An access token of this tab's user, renewed from the session cookie as the page renews it (for a call a screen does not make). */
  async accessToken(): Promise<string> {
    const csrf = (await this.page.context().cookies()).find((cookie) => cookie.name.endsWith('gr-csrf'))?.value ?? '';
    const answer = await this.page.request.post('/api/user/token', { headers: { 'x-csrf-token': csrf } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
  }

  /**
   * Opens a screen from the side menu's group and waits for its address. A click that lands while
   * the page under it is still rendering its first data can be lost under CI's load (the dashboard
   * every user lands on loads its tables then): the click is given again until the address moves.
   */
  async openFromMenu(group: string, link: string, address: RegExp) {
    await this.menu().getByRole('button', { name: group }).click();
    await expect(async () => {
      await this.menu().getByRole('link', { name: link }).click();
      await expect(this.page).toHaveURL(address, { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }

  async agreeToPrivacyPolicy() {
    const dialog = this.page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog.getByText('You need to agree with T&C')).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The privacy dialog shows once per user and policy version; other journeys may have answered it. */
  async agreeIfAsked() {
    const dialog = this.page.getByRole('dialog', { name: 'Privacy policy' });
    await this.page.getByRole('button', { name: 'User menu' }).waitFor();
    if (await dialog.isVisible()) {
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: 'Agree' }).click();
      await expect(dialog).toBeHidden();
    }
  }

  /** The message of the dialog that is open now, then closes it. */
  async dialogMessage(): Promise<string> {
    const dialog = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByTestId('dialog-message') })
      .last();
    const text = (await dialog.getByTestId('dialog-message').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    return text;
  }

  /** The question of the confirmation open now, answered Yes. */
  async confirm(): Promise<string> {
    const dialog = this.page.getByRole('dialog', { name: 'Confirmation' }).last();
    const text = (await dialog.getByTestId('dialog-message').textContent()) ?? '';
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    return text;
  }

  menu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  /** Signs out: this ends every session of the user (the token version moves), saved ones too. */
  async signOut() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(this.page).toHaveURL(/\/auth\/login$/);
  }
}
