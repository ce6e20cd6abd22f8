import { useEffect, useState, type ChangeEvent, type FormEvent, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { showErrorDialog, showMessageDialog } from '../../ui/dialogs.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { useSubmit } from '../../ui/useSubmit.ts';
import { forcedReset, pendingTwoFactor } from './signInHandoff.ts';
import { PlainHttpWarning } from './PlainHttpWarning.tsx';
import { sessionEnded } from '../../session/sessionEnded.ts';
import { useAuthRules } from './validation.ts';

const LOGIN_DELAY_MS = 1000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the sign-in page leads: its two links, and the screen after a sign-in. */
export type LoginExit = '/' | '/auth/forgot-password' | '/auth/registration' | '/auth/reset-password' | '/auth/two-factor';

/**
 * The sign-in form. It goes on through `go`, given by whoever shows it: the router's navigation on
 * /auth/login, or the first page's, which has no router (FirstPage.tsx): the page's script then
 * carries no router.
 */
export function LoginPage({ go }: { go: (to: LoginExit) => Promise<void> }) {
  const { t } = useLingui();
  const rules = useAuthRules();
  const session = useSession();
  const { submitting, submit: run } = useSubmit();
  // Two required fields kept in plain state: the first page's script carries no form library.
  const [values, setValues] = useState({ username: '', password: '' });
  // Why this tab is signed out, when the server ended its session (session/sessionEnded.ts); said once.
  const [ended] = useState(() => sessionEnded.take());
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((now) => ({ ...now, [name]: value }));
      setErrors((now) => ({ ...now, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = { username: rules.required(values.username) ?? undefined, password: rules.required(values.password) ?? undefined };
    setErrors(refused);
    if (refused.username || refused.password) return;
    void run(
      async () => {
        await delay(LOGIN_DELAY_MS);
        return api.POST('/user/login', { body: values });
      },
      async ({ data: { accessToken, forcePassword, userType, userId, twoFactor } }) => {
        if (forcePassword === 'Y' && userType === 'I') {
          forcedReset.set({ resetToken: accessToken, userId, userName: values.username });
          showMessageDialog(t`Password change required`, t`You must change your password before using the application.`, () => void go('/auth/reset-password'));
          return;
        }
        if (twoFactor) {
          pendingTwoFactor.set({ twoFactorToken: accessToken, step: twoFactor, userName: values.username });
          await go('/auth/two-factor');
          return;
        }
        await session.signIn(accessToken);
        await go('/');
      },
      t`The login detail is incorrect`,
    );
  };

  // The company's identity provider, when the server has one: its button below the form.
  const [provider, setProvider] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    void api.GET('/user/sign-in-options').then(
      ({ data }) => setProvider(data?.provider?.displayName ?? null),
      () => undefined,
    );
  }, []);
  const signInWithProvider = async () => {
    setLeaving(true);
    const { data, error } = await api.POST('/user/oidc/start').catch(() => ({ data: undefined, error: undefined }));
    if (data) return window.location.assign(data.authorizationUrl);
    setLeaving(false);
    showErrorDialog(problemMessage(error, t`The sign-in did not succeed. Please try again.`));
  };

  // A plain click goes on in the page; a click with a modifier (a new tab, a window) is the browser's.
  const follow = (to: LoginExit) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void go(to);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          <Trans>Sign In</Trans>
        </Title>
        <PlainHttpWarning />
        {ended && (
          <Alert color="blue" variant="light" data-testid="session-ended">
            {t`Your session has ended. Please sign in again.`}
          </Alert>
        )}
        <TextInput label={t`Username`} type="text" autoComplete="username" {...field('username')} />
        <PasswordInput label={t`Password`} autoComplete="current-password" {...field('password')} />
        <Group justify="space-between">
          <Anchor href="/auth/forgot-password" onClick={follow('/auth/forgot-password')} size="sm">
            <Trans>Forgot Password?</Trans>
          </Anchor>
          <Anchor href="/auth/registration" onClick={follow('/auth/registration')} size="sm">
            <Trans>Sign Up</Trans>
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          <Trans>Login</Trans>
        </Button>
        {provider && (
          <>
            <Text size="sm" c="dimmed" ta="center">
              <Trans>or</Trans>
            </Text>
            <Button variant="default" fullWidth loading={leaving} onClick={() => void signInWithProvider()}>
              <Trans>Sign in with {provider}</Trans>
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
