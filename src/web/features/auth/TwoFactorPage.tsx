// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../../ui/styles/rest.css';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { CodeField, RecoveryCodes, TwoFactorSetup, type Enrolment } from '../../ui/twoFactor.tsx';
import { useSubmit } from '../../ui/useSubmit.ts';
import { pendingTwoFactor, type PendingTwoFactor } from './signInHandoff.ts';

/**
 * /auth/two-factor: the step between the password and the privacy dialog. An enrolled user
 * types a code of the app (or a recovery code); a user for whom two-factor sign-in is required
 * and not yet set up sets it up here first.
 */
export function TwoFactorPage() {
  const [pending] = useState(() => pendingTwoFactor.get());
  if (!pending) {
    return (
      <Stack>
        <Alert color="red">
          <Trans>Your sign-in has expired. Please sign in again.</Trans>
        </Alert>
        <Anchor component={Link} to="/auth/login">
          <Trans>Sign In</Trans>
        </Anchor>
      </Stack>
    );
  }
  return pending.step === 'verify' ? <VerifyStep pending={pending} /> : <EnrolStep pending={pending} />;
}

/** Keeps the access token and opens the application, where the privacy dialog follows when due. */
function useFinish() {
  const session = useSession();
  const navigate = useNavigate();
  return async (accessToken: string) => {
    pendingTwoFactor.set(null);
    await session.signIn(accessToken);
    await navigate({ to: '/' });
  };
}

function useCancel() {
  const navigate = useNavigate();
  return () => {
    pendingTwoFactor.set(null);
    void navigate({ to: '/auth/login' });
  };
}

function VerifyStep({ pending }: { pending: PendingTwoFactor }) {
  const { t } = useLingui();
  const finish = useFinish();
  const cancel = useCancel();
  const { submitting, submit: run } = useSubmit();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!code.trim()) return setError(t`Please enter a code.`);
    void run(
      () => api.POST('/user/two-factor', { body: { twoFactorToken: pending.twoFactorToken, code: code.trim() } }),
      ({ data }) => finish(data.accessToken),
      t`The code is incorrect.`,
    );
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack>
        <Title order={2} size="h4">
          <Trans>Two-factor sign-in</Trans>
        </Title>
        <Text size="sm">
          <Trans>Enter the 6-digit code that the authenticator app of {pending.userName} shows, or one of your recovery codes.</Trans>
        </Text>
        <CodeField
          autoFocus
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={cancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={submitting}>
            <Trans>Verify</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EnrolStep({ pending }: { pending: PendingTwoFactor }) {
  const { t } = useLingui();
  const finish = useFinish();
  const cancel = useCancel();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [done, setDone] = useState<{ recoveryCodes: string[]; accessToken: string } | null>(null);
  const twoFactorToken = pending.twoFactorToken;

  useEffect(() => {
    // Each start replaces the pending secret: only the last start's answer may be shown.
    let current = true;
    void api.POST('/user/two-factor/enrolment', { body: { twoFactorToken } }).then(({ data, error }) => {
      if (!current) return;
      if (data) setEnrolment(data);
      else showErrorDialog(problemMessage(error, t`Something went wrong!`));
    });
    return () => {
      current = false;
    };
  }, [twoFactorToken, t]);

  const confirm = async (code: string) => {
    const { data, error } = await api.POST('/user/two-factor/enrolment/confirm', { body: { twoFactorToken, code } });
    if (!data?.data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    setDone({ recoveryCodes: data.recoveryCodes, accessToken: data.data.accessToken });
  };

  return (
    <Stack>
      <Title order={2} size="h4">
        <Trans>Set up two-factor sign-in</Trans>
      </Title>
      {!done && (
        <Text size="sm">
          <Trans>Your account signs in with a second factor: a code of an authenticator app on your phone. Set it up now to continue.</Trans>
        </Text>
      )}
      {done ? (
        <RecoveryCodes codes={done.recoveryCodes} onDone={() => void finish(done.accessToken)} />
      ) : enrolment ? (
        <TwoFactorSetup enrolment={enrolment} onConfirm={confirm} onCancel={cancel} />
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
