import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '../../src/web/features/auth/TwoFactorPage.tsx';
import { pendingTwoFactor } from '../../src/web/features/auth/signInHandoff.ts';
import { tokenStore } from '../../src/web/session/tokenStore.ts';
import { answerApi, problem, signedInAs } from '../fixtures/webApi.ts';
import { arrivesAt, dialogSays, renderScreens } from '../fixtures/renderScreens.tsx';

let stopAnswering = () => {};
afterEach(() => {
  cleanup();
  stopAnswering();
  pendingTwoFactor.set(null);
  tokenStore.set(null);
});
// A dialog's closing transition ends on a timer (Mantine): it must fire before the file's window goes away.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

const routes = (root: AnyRoute) => [
  createRoute({ getParentRoute: () => root, path: '/auth/two-factor', component: TwoFactorPage }),
  createRoute({ getParentRoute: () => root, path: '/auth/login', component: () => <p>Sign-in form</p> }),
  createRoute({ getParentRoute: () => root, path: '/', component: () => <p>The application</p> }),
];

/** An access token the session accepts (it reads only the expiry). */
const accessToken = `header.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.signature`;
const signedIn = { accessToken, forcePassword: 'N' as const, userType: 'E' as const, userId: 7, expiresAt: new Date(Date.now() + 3_600_000).toISOString() };

/** The session's profile calls, without the token signedInAs would store (the step stores its own). */
const profileAnswers = () => {
  const answers = signedInAs('client', []);
  tokenStore.set(null);
  return answers;
};

describe('the sign-in step of two-factor sign-in', () => {
  it('takes a code typed key by key for the token of the password, keeps the access token and opens the application', async () => {
    pendingTwoFactor.set({ twoFactorToken: 'two-factor-token', step: 'verify', userName: 'client' });
    let tries = 0;
    const api = answerApi({
      ...profileAnswers(),
      'POST /user/two-factor': () => (++tries === 1 ? problem(401, 'The code is incorrect.') : { status: 200, message: 'Login success', data: signedIn }),
    });
    stopAnswering = api.stop;
    const router = renderScreens('/auth/two-factor', { routes });
    const user = userEvent.setup();
    expect(await screen.findByText('Enter the 6-digit code that the authenticator app of client shows, or one of your recovery codes.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a code.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await dialogSays('The code is incorrect.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await arrivesAt(router, '/');
    expect(tokenStore.get()).toBe(accessToken);
    const sent = api.calls.filter((c) => c.key === 'POST /user/two-factor');
    expect(await sent[1]!.request.json()).toEqual({ twoFactorToken: 'two-factor-token', code: '123456' });
    expect(pendingTwoFactor.get()).toBeNull();
  });

  it('sets up a required second factor: the QR code, a first code, the recovery codes once, then the application', async () => {
    pendingTwoFactor.set({ twoFactorToken: 'two-factor-token', step: 'enrol', userName: 'client' });
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${String(i).padStart(2, '0')}`);
    const api = answerApi({
      ...profileAnswers(),
      'POST /user/two-factor/enrolment': () => ({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /user/two-factor/enrolment/confirm': () => ({ status: 200, message: 'Two-factor sign-in is set up.', recoveryCodes, data: signedIn }),
    });
    stopAnswering = api.stop;
    const router = renderScreens('/auth/two-factor', { routes });
    const user = userEvent.setup();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    const field = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(field, '12 34');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code that your app shows.')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const shown = await screen.findByTestId('recovery-codes');
    expect(within(shown).getAllByText(/^ABCD-/)).toHaveLength(10);
    expect(tokenStore.get()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await arrivesAt(router, '/');
    expect(tokenStore.get()).toBe(accessToken);
    const confirmed = api.calls.find((c) => c.key === 'POST /user/two-factor/enrolment/confirm')!;
    expect(await confirmed.request.json()).toEqual({ twoFactorToken: 'two-factor-token', code: '123456' });
  });

  it('asks for the password again after a reload (the token is kept in memory only)', async () => {
    stopAnswering = answerApi({}).stop;
    renderScreens('/auth/two-factor', { routes });
    expect(await screen.findByText('Your sign-in has expired. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth/login');
  });
});
