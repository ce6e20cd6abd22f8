import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { LoginPage, type LoginExit } from '../../src/web/features/auth/LoginPage.tsx';
import { forcedReset, pendingTwoFactor } from '../../src/web/features/auth/signInHandoff.ts';
import { messages } from '../../src/web/i18n/locales/en/messages.po';
import { SessionProvider } from '../../src/web/session/session.tsx';
import { tokenStore } from '../../src/web/session/tokenStore.ts';
import { DialogHost, dialogsReady } from '../../src/web/ui/dialogHost.tsx';
import { theme } from '../../src/web/ui/theme.ts';
import { dialogSays } from '../fixtures/renderScreens.tsx';
import { answerApi, signedInAs } from '../fixtures/webApi.ts';

i18n.loadAndActivate({ locale: 'en', messages });

let stopAnswering = () => {};
afterEach(() => {
  cleanup();
  stopAnswering();
  forcedReset.set(null);
  pendingTwoFactor.set(null);
  tokenStore.set(null);
});
// A dialog's closing transition ends on a timer (Mantine): it must fire before the file's window goes away.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

/**
 * The sign-in form as both of its hosts show it: without the router on a first visit
 * (src/web/FirstPage.tsx), in the router on /auth/login. Either gives it `go`; here it is recorded.
 */
function renderLogin() {
  const go = vi.fn<(to: LoginExit) => Promise<void>>(() => Promise.resolve());
  void dialogsReady();
  render(
    <MantineProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <SessionProvider>
          <LoginPage go={go} />
          <DialogHost />
        </SessionProvider>
      </I18nProvider>
    </MantineProvider>,
  );
  return go;
}

/** An access token the session accepts (it reads only the expiry). */
const accessToken = `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
const loginAnswer = (data: Record<string, unknown>) => ({
  status: 200,
  message: 'Login success',
  data: { accessToken, forcePassword: 'N', userType: 'E', userId: 7, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), ...data },
});

/** The session's profile calls, without the token signedInAs stores (the form stores its own). */
const profileAnswers = () => {
  const answers = signedInAs('client', []);
  tokenStore.set(null);
  return answers;
};

async function signIn(userName: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), userName);
  await user.type(screen.getByLabelText('Password'), 'Demo#2026');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the sign-in form', () => {
  it('offers the company sign-in only when the server has an identity provider, and sends the browser there', async () => {
    const withoutProvider = answerApi({ 'GET /user/sign-in-options': () => ({}) });
    stopAnswering = withoutProvider.stop;
    renderLogin();
    await vi.waitFor(() => expect(withoutProvider.calls.map((c) => c.key)).toContain('GET /user/sign-in-options'));
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).toBeNull();
    cleanup();
    stopAnswering();

    const withProvider = answerApi({
      'GET /user/sign-in-options': () => ({ provider: { displayName: 'Distributor ID' } }),
      'POST /user/oidc/start': () => ({ authorizationUrl: 'https://id.distributor.example/authorize?client_id=goods-return' }),
    });
    stopAnswering = withProvider.stop;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderLogin();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Distributor ID' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.distributor.example/authorize?client_id=goods-return'));
    assign.mockRestore();
  });

  it('follows its links through go on a plain click, and leaves a click with a modifier (a new tab) to the browser', async () => {
    stopAnswering = answerApi({ 'GET /user/sign-in-options': () => ({}) }).stop;
    const go = renderLogin();
    const forgot = screen.getByRole('link', { name: 'Forgot Password?' });
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(forgot.getAttribute('href')).toBe('/auth/forgot-password');
    expect(signUp.getAttribute('href')).toBe('/auth/registration');

    await userEvent.setup().click(forgot);
    expect(go).toHaveBeenCalledWith('/auth/forgot-password');

    // What the page left to the browser, seen after React's handler (and kept from happy-dom's navigation).
    const leftToBrowser: boolean[] = [];
    const watch = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', watch);
    fireEvent.click(signUp, { ctrlKey: true });
    fireEvent.click(signUp, { metaKey: true });
    fireEvent.click(signUp, { button: 1 });
    fireEvent.click(signUp);
    window.removeEventListener('click', watch);
    expect(leftToBrowser).toEqual([true, true, true, false]);
    expect(go.mock.calls).toEqual([['/auth/forgot-password'], ['/auth/registration']]);
  });

  it('keeps the token and goes to / when signed in', async () => {
    const api = answerApi({ ...profileAnswers(), 'GET /user/sign-in-options': () => ({}), 'POST /user/login': () => loginAnswer({}) });
    stopAnswering = api.stop;
    const go = renderLogin();
    await signIn('client');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/'), { timeout: 5000 });
    expect(tokenStore.get()).toBe(accessToken);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('hands the token of a second step to /auth/two-factor, and keeps none', async () => {
    const api = answerApi({ 'POST /user/login': () => loginAnswer({ accessToken: 'two-factor-token', twoFactor: 'verify' }) });
    stopAnswering = api.stop;
    const go = renderLogin();
    await signIn('client');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/auth/two-factor'), { timeout: 5000 });
    expect(pendingTwoFactor.get()).toEqual({ twoFactorToken: 'two-factor-token', step: 'verify', userName: 'client' });
    expect(tokenStore.get()).toBeNull();
  });

  it('sends an internal user who must change the password to /auth/reset-password once the message is read', async () => {
    const api = answerApi({ 'POST /user/login': () => loginAnswer({ accessToken: 'reset-token', forcePassword: 'Y', userType: 'I' }) });
    stopAnswering = api.stop;
    const go = renderLogin();
    await signIn('rudi');
    await screen.findByText('You must change your password before using the application.', {}, { timeout: 5000 });
    expect(go).not.toHaveBeenCalled();
    await dialogSays('You must change your password before using the application.');
    expect(go).toHaveBeenCalledWith('/auth/reset-password');
    expect(forcedReset.get()).toEqual({ resetToken: 'reset-token', userId: 7, userName: 'rudi' });
    expect(tokenStore.get()).toBeNull();
  });
});
