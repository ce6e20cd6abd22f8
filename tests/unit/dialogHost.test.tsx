import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * What the host shows before any dialog is asked for is its module's state, and the component files
 * share their worker's modules (vitest.config.ts): a file before this one may have asked already. So
 * this file loads the host, the libraries it shares with the test and its catalog afresh.
 */
async function freshModules() {
  vi.resetModules();
  const [
    testingLibrary,
    { default: userEvent },
    { i18n },
    { I18nProvider },
    { MantineProvider },
    { modals },
    { messages },
    { DialogHost },
    dialogs,
    { theme },
  ] = await Promise.all([
    import('@testing-library/react'),
    import('@testing-library/user-event'),
    import('@lingui/core'),
    import('@lingui/react'),
    import('@mantine/core'),
    import('@mantine/modals'),
    import('../../src/web/i18n/locales/en/messages.po'),
    import('../../src/web/ui/dialogHost.tsx'),
    import('../../src/web/ui/dialogs.tsx'),
    import('../../src/web/ui/theme.ts'),
  ]);
  testingLibrary.configure({ asyncUtilTimeout: 5_000 });
  i18n.loadAndActivate({ locale: 'en', messages });
  /** The app's providers and its dialogs' host, which mounts Mantine's modals at the first dialog. */
  const renderHost = () =>
    testingLibrary.render(
      <MantineProvider theme={theme}>
        <I18nProvider i18n={i18n}>
          <DialogHost />
        </I18nProvider>
      </MantineProvider>,
    );
  return { ...testingLibrary, userEvent, modals, dialogs, renderHost };
}

let fresh: Awaited<ReturnType<typeof freshModules>>;
beforeAll(async () => {
  fresh = await freshModules();
});
afterEach(() => fresh.cleanup());

describe("the dialogs' host", () => {
  it("shows nothing of Mantine's modals until a dialog is asked for, then the dialog, which closes with OK", async () => {
    const { screen, within, waitFor, userEvent, dialogs, renderHost } = fresh;
    renderHost();
    window.dispatchEvent(new CustomEvent('mantine-modals:openModal', { detail: { modalId: 'early', title: 'Nobody listens yet', children: 'lost' } }));
    expect(screen.queryByText('Nobody listens yet')).toBeNull();

    dialogs.showErrorDialog('The username or password is incorrect.');
    const dialog = await screen.findByRole('dialog', { name: 'Error!' }, { timeout: 15_000 });
    expect(within(dialog).getByTestId('dialog-message').textContent).toBe('The username or password is incorrect.');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a confirmation and closes it by the id it gave at once', async () => {
    const { screen, waitFor, modals, dialogs, renderHost } = fresh;
    renderHost();
    const id = dialogs.openConfirmDialog({
      modalId: 'confirm-move',
      title: 'Move the returns?',
      children: 'Three returns',
      labels: { confirm: 'Yes', cancel: 'No' },
    });
    expect(id).toBe('confirm-move');
    expect(await screen.findByRole('dialog', { name: 'Move the returns?' }, { timeout: 15_000 })).toBeTruthy();
    modals.close(id);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
