import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Loader, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { CodeField, RecoveryCodes, TwoFactorSetup, type Enrolment } from '../../ui/twoFactor.tsx';
import { formatDateTime } from '../../../shared/format.ts';

/** My Profile's two-factor sign-in: whether it is on, setting it up, turning it off. */
export function TwoFactorCard() {
  const { t } = useLingui();
  const state = useQuery({
    queryKey: ['GET /user/me/two-factor'],
    queryFn: async () => (await api.GET('/user/me/two-factor')).data ?? null,
  });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const current = state.data;

  const start = async () => {
    const { data, error } = await api.POST('/user/me/two-factor/enrolment');
    if (data) setEnrolment(data);
    else showErrorDialog(problemMessage(error, t`Something went wrong!`));
  };
  const confirm = async (code: string) => {
    const { data, error } = await api.POST('/user/me/two-factor/enrolment/confirm', { body: { code } });
    if (!data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    setEnrolment(null);
    setRecoveryCodes(data.recoveryCodes);
    await state.refetch();
  };

  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        <Trans>Two-factor sign-in</Trans>
      </Title>
      {!current ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="xs">
          <Group gap="xs">
            {current.enabled ? (
              <Badge color="green" data-testid="two-factor-state">{t`On`}</Badge>
            ) : (
              <Badge color="gray" data-testid="two-factor-state">{t`Off`}</Badge>
            )}
            {current.required && <Badge variant="light">{t`Required for your account`}</Badge>}
          </Group>
          {current.enabled ? (
            <Text size="sm">
              <Trans>
                Set up on {formatDateTime(current.enabledAt ?? '')}; {current.recoveryCodesLeft} recovery codes left.
              </Trans>
            </Text>
          ) : (
            <Text size="sm">
              <Trans>After your password, you also enter a code of an authenticator app on your phone.</Trans>
            </Text>
          )}
          <Group>
            {current.enabled ? (
              !current.required && (
                <Button size="xs" variant="default" onClick={() => setTurningOff(true)}>
                  <Trans>Turn off</Trans>
                </Button>
              )
            ) : (
              <Button size="xs" onClick={() => void start()}>
                <Trans>Set up two-factor sign-in</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      )}
      {enrolment && (
        <Modal opened onClose={() => setEnrolment(null)} title={t`Set up two-factor sign-in`}>
          <TwoFactorSetup enrolment={enrolment} onConfirm={confirm} onCancel={() => setEnrolment(null)} />
        </Modal>
      )}
      {recoveryCodes && (
        <Modal opened onClose={() => setRecoveryCodes(null)} title={t`Recovery codes`} closeOnClickOutside={false}>
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        </Modal>
      )}
      {turningOff && (
        <TurnOffDialog
          onClose={(changed) => {
            setTurningOff(false);
            if (changed) void state.refetch();
          }}
        />
      )}
    </Card>
  );
}

/** Turning off asks for the password or a current code. */
function TurnOffDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    const body = code.trim() ? { code: code.trim() } : { password };
    const { data, error } = await api.POST('/user/me/two-factor/disable', { body });
    setSaving(false);
    if (!data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    onClose(true);
    showMessageDialog(t`Success`, data.message);
  };
  return (
    <Modal opened onClose={() => onClose(false)} title={t`Turn off two-factor sign-in`}>
      <Stack>
        <Text size="sm">
          <Trans>Confirm with your password or with a code of your authenticator app.</Trans>
        </Text>
        <PasswordInput label={t`Password`} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        <CodeField value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={saving} onClick={() => void submit()}>
            <Trans>Turn off</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
