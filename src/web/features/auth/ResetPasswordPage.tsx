// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../../ui/styles/rest.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Loader, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { CancelSubmit } from './CancelSubmit.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { ServerState } from '../../api/serverState.tsx';
import { showMessageDialog } from '../../ui/dialogs.tsx';
import { useSubmit } from '../../ui/useSubmit.ts';
import { forcedReset, type ForcedReset } from './signInHandoff.ts';
import { useAuthRules } from './validation.ts';

/** Reached from an e-mailed link (?token=…) or from a sign-in that requires a new password. */
export function ResetPasswordPage() {
  return (
    <ServerState>
      <ResetTarget />
    </ServerState>
  );
}

/** Whose password is reset: the link's token's owner, asked of the server, or the signed-in user's. */
function ResetTarget() {
  const { t } = useLingui();
  const { token } = useSearch({ from: '/auth/reset-password' });
  // A link's token is asked of the server once (it is not kept): whose it is, or null when it is no longer good.
  const asked = useQuery({
    queryKey: ['GET /user/reset-password', token],
    queryFn: async (): Promise<ForcedReset | null> => {
      const { data } = await api.GET('/user/reset-password', { params: { query: { resetToken: token! } } });
      return data ? { resetToken: token!, userId: data.userId, userName: data.userName } : null;
    },
    enabled: Boolean(token),
    gcTime: 0,
  });
  const target: ForcedReset | null | undefined = !token ? forcedReset.get() : asked.isError ? null : asked.data;

  if (target === undefined) return <Loader />;
  if (target === null) {
    return (
      <Stack>
        <Alert color="red" title={t`Reset Password`}>
          <Trans>This reset link is invalid or has expired.</Trans>
        </Alert>
        <Anchor component={Link} to="/auth/forgot-password">
          <Trans>Ask for a new link</Trans>
        </Anchor>
      </Stack>
    );
  }
  return <ResetForm target={target} />;
}

function ResetForm({ target }: { target: ForcedReset }) {
  const { t } = useLingui();
  const rules = useAuthRules();
  const navigate = useNavigate();
  const { submitting, submit: run } = useSubmit();
  const form = useForm({
    initialValues: { newPassword: '', retypePassword: '' },
    validate: {
      newPassword: rules.password,
      retypePassword: (value, values) => rules.required(value) ?? rules.sameAs(values.newPassword, rules.messages.resetMismatch)(value),
    },
  });

  const submit = form.onSubmit(({ newPassword }) =>
    run(
      () => api.POST('/user/reset-password', { body: { resetToken: target.resetToken, userId: target.userId, newPassword } }),
      (data) => {
        forcedReset.set(null);
        showMessageDialog(t`Reset Password`, data.message, () => void navigate({ to: '/auth/login' }));
      },
      t`Something went wrong!`,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          <Trans>Reset Password</Trans>
        </Title>
        <TextInput label={t`Username`} value={target.userName} readOnly />
        <PasswordInput label={t`New Password`} autoComplete="new-password" {...form.getInputProps('newPassword')} />
        <PasswordInput label={t`Re-type Password`} autoComplete="new-password" {...form.getInputProps('retypePassword')} />
        <CancelSubmit submitting={submitting} onCancel={() => forcedReset.set(null)} />
      </Stack>
    </form>
  );
}
