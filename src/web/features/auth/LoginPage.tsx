import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { showMessageDialog } from '../../ui/dialogs.tsx';
import { useSubmit } from '../../ui/useSubmit.ts';
import { forcedReset, pendingTwoFactor } from './signInHandoff.ts';
import { useAuthRules } from './validation.ts';

const LOGIN_DELAY_MS = 1000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const { t } = useLingui();
  const rules = useAuthRules();
  const session = useSession();
  const navigate = useNavigate();
  const { submitting, submit: run } = useSubmit();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: { username: rules.required, password: rules.required },
  });

  const submit = form.onSubmit((values) =>
    run(
      async () => {
        await delay(LOGIN_DELAY_MS);
        return api.POST('/user/login', { body: values });
      },
      async ({ data: { accessToken, forcePassword, userType, userId, twoFactor } }) => {
        if (forcePassword === 'Y' && userType === 'I') {
          forcedReset.set({ resetToken: accessToken, userId, userName: values.username });
          showMessageDialog(t`Password change required`, t`You must change your password before using the application.`, () =>
            void navigate({ to: '/auth/reset-password' }),
          );
          return;
        }
        if (twoFactor) {
          pendingTwoFactor.set({ twoFactorToken: accessToken, step: twoFactor, userName: values.username });
          await navigate({ to: '/auth/two-factor' });
          return;
        }
        await session.signIn(accessToken);
        await navigate({ to: '/' });
      },
      t`The login detail is incorrect`,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          <Trans>Sign In</Trans>
        </Title>
        <TextInput label={t`Username`} autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label={t`Password`} autoComplete="current-password" {...form.getInputProps('password')} />
        <Group justify="space-between">
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            <Trans>Forgot Password?</Trans>
          </Anchor>
          <Anchor component={Link} to="/auth/registration" size="sm">
            <Trans>Sign Up</Trans>
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Login</Trans>
        </Button>
      </Stack>
    </form>
  );
}
