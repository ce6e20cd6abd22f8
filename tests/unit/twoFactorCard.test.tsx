import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { TwoFactorCard } from '../../src/web/features/profile/TwoFactorCard.tsx';
import { answerApi, problem } from '../fixtures/webApi.ts';
import { dialogSays, renderScreens } from '../fixtures/renderScreens.tsx';

let stopAnswering = () => {};
afterEach(() => {
  cleanup();
  stopAnswering();
});
// A dialog's closing transition ends on a timer (Mantine): it must fire before the file's window goes away.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 500)));

const routes = (root: AnyRoute) => [createRoute({ getParentRoute: () => root, path: '/user-profile', component: TwoFactorCard })];
const off = { enabled: false, required: false, recoveryCodesLeft: 0 };
const on = { enabled: true, required: false, recoveryCodesLeft: 10, enabledAt: '2026-11-26T03:00:00.000Z' };

describe("My Profile's two-factor sign-in", () => {
  it('sets it up with the QR code and a first code, shows the recovery codes once, and turns it off with the password', async () => {
    let state: object = off;
    const api = answerApi({
      'GET /user/me/two-factor': () => state,
      'POST /user/me/two-factor/enrolment': () => ({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      }),
      'POST /user/me/two-factor/enrolment/confirm': () => {
        state = on;
        return { status: 200, message: 'Set up.', recoveryCodes: Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${String(i).padStart(2, '0')}`) };
      },
      'POST /user/me/two-factor/disable': async (request) => {
        const body = (await request.json()) as { password?: string };
        if (body.password !== 'right') return problem(400, 'The password is incorrect.');
        state = off;
        return { status: 200, message: 'Two-factor sign-in is turned off.' };
      },
    });
    stopAnswering = api.stop;
    renderScreens('/user-profile', { env: 'test', routes });
    const user = userEvent.setup();
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('Off');

    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    const setup = await screen.findByRole('dialog', { name: 'Set up two-factor sign-in' });
    expect(within(setup).getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    await user.type(within(setup).getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(within(setup).getByRole('button', { name: 'Confirm' }));
    const codes = await screen.findByRole('dialog', { name: 'Recovery codes' });
    expect(within(codes).getAllByText(/^ABCD-/)).toHaveLength(10);
    await user.click(within(codes).getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('On'));
    expect(screen.getByText(/10 recovery codes left/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const turnOff = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await user.type(within(turnOff).getByLabelText('Password'), 'wrong');
    await user.click(within(turnOff).getByRole('button', { name: 'Turn off' }));
    await dialogSays('The password is incorrect.');
    await user.clear(within(turnOff).getByLabelText('Password'));
    await user.type(within(turnOff).getByLabelText('Password'), 'right');
    await user.click(within(turnOff).getByRole('button', { name: 'Turn off' }));
    await dialogSays('Two-factor sign-in is turned off.');
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('Off'));
  });

  it('offers no way to turn it off where it is required', async () => {
    stopAnswering = answerApi({ 'GET /user/me/two-factor': () => ({ ...on, required: true }) }).stop;
    renderScreens('/user-profile', { env: 'test', routes });
    expect(await screen.findByText('Required for your account')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });
});
