import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { api } from '../../../api/client.ts';
import { showConfirmDialog, showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';
import type { SchemaRow } from '../../../ui/schemaForm/schemaColumns.tsx';
import { PermissionTreeDialog } from './PermissionTreeDialog.tsx';

interface Props {
  kind: 'users' | 'roles' | 'emails';
  row: SchemaRow;
  onChanged: () => void;
}

/** A row's own actions: a user's lock, activation, password, sessions and two-factor reset; a role's permissions; a failed e-mail sent again. */
export function RecordExtras({ kind, row, onChanged }: Props) {
  if (kind === 'emails') return <EmailActions row={row} onChanged={onChanged} />;
  return kind === 'users' ? <UserActions row={row} onChanged={onChanged} /> : <RoleActions row={row} onChanged={onChanged} />;
}

/** Send again, for an e-mail the mail server refused or never took (the server refuses any other with its message). */
function EmailActions({ row, onChanged }: { row: SchemaRow; onChanged: () => void }) {
  const { t } = useLingui();
  if (row.status !== 'FAILED') return null;
  const id = Number(row.emailId);
  const resend = async () => {
    const result = await api.POST('/email/{id}/resend', { params: { path: { id } } });
    if (result.error || !result.data) return showErrorDialog(problemMessage(result.error, t`Something went wrong!`));
    onChanged();
    showMessageDialog(t`Success`, result.data.message);
  };
  return (
    <Button size="xs" variant="subtle" onClick={() => showConfirmDialog(t`Send the e-mail to ${String(row.recipient)} again?`, resend)}>
      <Trans>Send again</Trans>
    </Button>
  );
}

function UserActions({ row, onChanged }: { row: SchemaRow; onChanged: () => void }) {
  const { t } = useLingui();
  const [settingPassword, setSettingPassword] = useState(false);
  const userId = Number(row.userId);
  const answered = (result: { data?: { message: string }; error?: unknown }) => {
    if (result.error || !result.data) return showErrorDialog(problemMessage(result.error, t`Something went wrong!`));
    onChanged();
    showMessageDialog(t`Success`, result.data.message);
  };
  const locked = row.locked === 'Y';
  const active = row.active === 'Y';
  return (
    <>
      <Button size="xs" variant="subtle" onClick={async () => answered(await api.PUT('/user/set-lock', { body: { userId, locked: locked ? 'N' : 'Y' } }))}>
        {locked ? <Trans>Unlock</Trans> : <Trans>Lock</Trans>}
      </Button>
      <Button size="xs" variant="subtle" onClick={async () => answered(await api.PUT('/user/set-active', { body: { userId, active: active ? 'N' : 'Y' } }))}>
        {active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
      </Button>
      <Button size="xs" variant="subtle" onClick={() => setSettingPassword(true)}>
        <Trans>Set password</Trans>
      </Button>
      <Button
        size="xs"
        variant="subtle"
        onClick={() =>
          showConfirmDialog(t`End every session of ${String(row.userName)}?`, async () =>
            answered(await api.DELETE('/user/{userId}/sessions', { params: { path: { userId } } })),
          )
        }
      >
        <Trans>End sessions</Trans>
      </Button>
      <Button
        size="xs"
        variant="subtle"
        onClick={() =>
          showConfirmDialog(t`Reset the two-factor sign-in of ${String(row.userName)}? They set it up again, and their sessions end.`, async () =>
            answered(await api.POST('/user/{userId}/two-factor/reset', { params: { path: { userId } } })),
          )
        }
      >
        <Trans>Reset two-factor</Trans>
      </Button>
      {settingPassword && (
        <SetPasswordDialog
          userName={String(row.userName)}
          onClose={() => setSettingPassword(false)}
          onSave={async (newPassword) => {
            const result = await api.PUT('/user/update-password/{id}', { params: { path: { id: userId } }, body: { newPassword } });
            if (!result.error) setSettingPassword(false);
            answered(result);
          }}
        />
      )}
    </>
  );
}

/** An administrator sets a user's password; the user chooses their own at the next sign-in. */
function SetPasswordDialog({ userName, onClose, onSave }: { userName: string; onClose: () => void; onSave: (password: string) => Promise<void> }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  return (
    <Modal opened onClose={onClose} title={t`Set password of ${userName}`}>
      <Stack>
        <PasswordInput label={t`New password`} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="new-password" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => void onSave(password)}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RoleActions({ row, onChanged }: { row: SchemaRow; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        <Trans>Permissions</Trans>
      </Button>
      {open && (
        <PermissionTreeDialog
          roleId={Number(row.roleId)}
          roleName={String(row.roleName)}
          onClose={(saved) => {
            setOpen(false);
            if (saved) onChanged();
          }}
        />
      )}
    </>
  );
}
