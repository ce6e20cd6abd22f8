import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { messages } from '../../src/web/i18n/locales/en/messages.po';
import { RegistrationPage } from '../../src/web/features/auth/RegistrationPage.tsx';

i18n.loadAndActivate({ locale: 'en', messages });
afterEach(cleanup);

function renderRegistration() {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/auth/registration', component: RegistrationPage });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/auth/registration'] }) });
  return render(
    <MantineProvider>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </MantineProvider>,
  );
}

describe('registration form', () => {
  it("shows the specification's messages and enables Submit only when valid with terms ticked", async () => {
    const user = userEvent.setup();
    renderRegistration();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('Full name'), 'Al');
    expect(await screen.findByText('Minimum 3 symbols')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Wrong email format')).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'Strong-pass-1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong-pass-2');
    expect(await screen.findByText("Password and Confirm Password didn't match")).toBeTruthy();

    await user.type(screen.getByLabelText('Full name'), 'an Smith');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'alan@example.com');
    await user.type(screen.getByLabelText('Username'), 'alan');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong-pass-1');
    expect(submit).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toHaveProperty('disabled', false);
  });
});
