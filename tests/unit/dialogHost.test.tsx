import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { messages } from '../../src/web/i18n/locales/en/messages.po';
import { DialogHost } from '../../src/web/ui/dialogHost.tsx';
import { openConfirmDialog, showErrorDialog } from '../../src/web/ui/dialogs.tsx';
import { theme } from '../../src/web/ui/theme.ts';

i18n.loadAndActivate({ locale: 'en', messages });
afterEach(cleanup);

/** The app's providers and its dialogs' host, which mounts Mantine's modals at the first dialog. */
const renderHost = () =>
  render(
    <MantineProvider theme={theme}>
      <I18nProvider i18n={i18n}>
        <DialogHost />
      </I18nProvider>
    </MantineProvider>,
  );

describe("the dialogs' host", () => {
  it("shows nothing of Mantine's modals until a dialog is asked for, then the dialog, which closes with OK", async () => {
    renderHost();
    window.dispatchEvent(new CustomEvent('mantine-modals:openModal', { detail: { modalId: 'early', title: 'Nobody listens yet', children: 'lost' } }));
    expect(screen.queryByText('Nobody listens yet')).toBeNull();

    showErrorDialog('The username or password is incorrect.');
    const dialog = await screen.findByRole('dialog', { name: 'Error!' }, { timeout: 15_000 });
    expect(within(dialog).getByTestId('dialog-message').textContent).toBe('The username or password is incorrect.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a confirmation and closes it by the id it gave at once', async () => {
    renderHost();
    const id = openConfirmDialog({ modalId: 'confirm-move', title: 'Move the returns?', children: 'Three returns', labels: { confirm: 'Yes', cancel: 'No' } });
    expect(id).toBe('confirm-move');
    expect(await screen.findByRole('dialog', { name: 'Move the returns?' }, { timeout: 15_000 })).toBeTruthy();
    modals.close(id);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
