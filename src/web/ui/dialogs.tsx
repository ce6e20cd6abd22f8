import { t } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { dialogsReady } from './dialogHost.tsx';

/** Above any modal of a screen (a search popup), so the message it answers is never hidden. */
const ON_TOP = 1000;

type ModalSettings = Parameters<typeof modals.open>[0];
type ConfirmSettings = Parameters<typeof modals.openConfirmModal>[0];

let opened = 0;
/** A dialog's id, known before it opens, for `modals.close`. */
const idOf = (settings: { modalId?: string }) => settings.modalId ?? `dialog-${++opened}`;

/**
 * A closed dialog's callback, run once and after the close. Mantine calls `onClose` and `onCancel`
 * inside its modals' reducer, that is while React renders the dialogs' host (twice in strict mode):
 * a callback that changes a screen's state there is an update during another component's render.
 */
function afterClose(callback: (() => void) | undefined): (() => void) | undefined {
  if (!callback) return undefined;
  let called = false;
  return () => {
    if (called) return;
    called = true;
    queueMicrotask(callback);
  };
}

/** Opens a dialog (Mantine's `modals.open`) once the dialogs' host is there; its id at once. */
export function openDialog(settings: ModalSettings): string {
  const modalId = idOf(settings);
  const onClose = afterClose(settings.onClose);
  void dialogsReady().then(() => modals.open({ ...settings, onClose, modalId }));
  return modalId;
}

/** Mantine's `modals.openConfirmModal`, once the dialogs' host is there; its id at once. */
export function openConfirmDialog(settings: ConfirmSettings): string {
  const modalId = idOf(settings);
  const onClose = afterClose(settings.onClose);
  const onCancel = afterClose(settings.onCancel);
  void dialogsReady().then(() => modals.openConfirmModal({ ...settings, onClose, onCancel, modalId }));
  return modalId;
}

/** The dialogs of the specification: 'Error!' with the server's message, information, success. */
export function showErrorDialog(message: string, title = t`Error!`): void {
  const id = openDialog({
    title,
    zIndex: ON_TOP,
    children: (
      <>
        <Text data-testid="dialog-message">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button color="red" onClick={() => modals.close(id)}>
            {t`OK`}
          </Button>
        </Group>
      </>
    ),
  });
}

export function showMessageDialog(title: string, message: string, onConfirm?: () => void): void {
  const id = openDialog({
    title,
    zIndex: ON_TOP,
    closeOnClickOutside: false,
    withCloseButton: false,
    children: (
      <>
        <Text data-testid="dialog-message">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button
            onClick={() => {
              modals.close(id);
              onConfirm?.();
            }}
          >
            {t`OK`}
          </Button>
        </Group>
      </>
    ),
  });
}

/** A yes/no question (the change confirmations of the edit screens); onConfirm runs on Yes only, onCancel on No or closing. */
export function showConfirmDialog(message: string, onConfirm: () => void, onCancel?: () => void): void {
  let confirmed = false;
  const id = openDialog({
    title: t`Confirmation`,
    zIndex: ON_TOP,
    closeOnClickOutside: false,
    onClose: () => {
      if (!confirmed) onCancel?.();
    },
    children: (
      <>
        <Text data-testid="dialog-message">{message}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => modals.close(id)}>
            {t`No`}
          </Button>
          <Button
            onClick={() => {
              confirmed = true;
              modals.close(id);
              onConfirm();
            }}
          >
            {t`Yes`}
          </Button>
        </Group>
      </>
    ),
  });
}
