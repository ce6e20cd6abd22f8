import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CancelSubmit } from './CancelSubmit.tsx';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { showMessageDialog } from '../../ui/dialogs.tsx';
import { useSubmit } from '../../ui/useSubmit.ts';
import { useAuthRules } from './validation.ts';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const rules = useAuthRules();
  const navigate = useNavigate();
  const { submitting, submit: run } = useSubmit();
  const form = useForm({ initialValues: { email: '' }, validate: { email: rules.email } });

  const submit = form.onSubmit((body) =>
    run(
      () => api.POST('/user/forgot-password', { body }),
      (data) => showMessageDialog(t`Forgot Password`, data.message, () => void navigate({ to: '/auth/login' })),
      t`Something went wrong!`,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          <Trans>Forgot Password?</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Enter your email to reset your password.</Trans>
        </Text>
        <TextInput label={t`Email`} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <CancelSubmit submitting={submitting} />
      </Stack>
    </form>
  );
}
