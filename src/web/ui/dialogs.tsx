import { t } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Above any modal of a screen (a search popup), so the message it answers is never hidden. */
const ON_TOP = 1000;

/** The dialogs of the specification: 'Error!' with the server's message, information, success. */
export function showErrorDialog(message: string, title = t`Error!`): void {
  const id = modals.open({
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
  const id = modals.open({
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
  const id = modals.open({
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
