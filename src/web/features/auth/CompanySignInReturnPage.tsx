// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../../ui/styles/rest.css';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Center, Loader, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { useSession } from '../../session/session.tsx';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { pendingTwoFactor } from './signInHandoff.ts';

/**
 * /auth/oidc: where the company's identity provider sends the browser back. The page hands what
 * it brought (its address's query) to the server, which checks it against this browser's sign-in
 * attempt; then the user goes on as after a password: the second step when one is due, else the
 * application. A refusal says why, with the way back to the sign-in page.
 */
export function CompanySignInReturnPage() {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The provider's answer is good once: React's second run of an effect in development must not spend it again.
  const handedOver = useRef(false);

  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const fallback = t`The sign-in did not succeed. Please try again.`;
    const callback = window.location.search;
    void (async () => {
      if (callback.length < 2) return setRefusal(fallback);
      const { data, error } = await api.POST('/user/oidc/finish', { body: { callback } }).catch(() => ({ data: undefined, error: undefined }));
      if (!data) return setRefusal(problemMessage(error, fallback));
      const { accessToken, twoFactor, userName } = data.data;
      if (twoFactor) {
        pendingTwoFactor.set({ twoFactorToken: accessToken, step: twoFactor, userName: userName ?? '' });
        await navigate({ to: '/auth/two-factor', replace: true });
        return;
      }
      await session.signIn(accessToken);
      await navigate({ to: '/', replace: true });
    })();
  }, [t, session, navigate]);

  if (!refusal) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t`Signing in`} />
      </Center>
    );
  }
  return (
    <Stack>
      <Title order={2} size="h4">
        <Trans>Sign In</Trans>
      </Title>
      <Alert color="red" role="alert">
        {refusal}
      </Alert>
      <Anchor component={Link} to="/auth/login" replace>
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Stack>
  );
}
