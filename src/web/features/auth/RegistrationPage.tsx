// Shown outside the first page's script: it brings the rest of Mantine's styles.
import '../../ui/styles/rest.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CancelSubmit } from './CancelSubmit.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { showMessageDialog } from '../../ui/dialogs.tsx';
import { useSubmit } from '../../ui/useSubmit.ts';
import { useAuthRules } from './validation.ts';

export function RegistrationPage() {
  const { t } = useLingui();
  const rules = useAuthRules();
  const navigate = useNavigate();
  const { submitting, submit: run } = useSubmit();
  const form = useForm({
    mode: 'controlled',
    validateInputOnChange: true,
    initialValues: { fullname: '', email: '', username: '', password: '', confirmPassword: '', acceptTerms: false },
    validate: {
      fullname: rules.text,
      email: rules.email,
      username: rules.text,
      password: rules.password,
      confirmPassword: (value, values) => rules.required(value) ?? rules.sameAs(values.password, rules.messages.confirmMismatch)(value),
      acceptTerms: (value) => (value ? null : rules.messages.terms),
    },
  });
  const canSubmit = form.isValid() && form.values.acceptTerms;

  const submit = form.onSubmit(({ fullname, email, username, password }) =>
    run(
      () => api.POST('/user/register', { body: { fullname, email, username, password } }),
      (data) => showMessageDialog(t`Registration`, data.message, () => void navigate({ to: '/auth/login' })),
      t`The login detail is incorrect`,
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h4">
          <Trans>Sign Up</Trans>
        </Title>
        <TextInput label={t`Full name`} type="text" autoComplete="name" {...form.getInputProps('fullname')} />
        <TextInput label={t`Email`} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label={t`Username`} type="text" autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label={t`Password`} autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label={t`Confirm Password`} autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
        <Checkbox
          label={
            <Trans>
              I agree to the{' '}
              <Anchor component={Link} to="/terms" target="_blank">
                terms and conditions
              </Anchor>
            </Trans>
          }
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        <CancelSubmit submitting={submitting} disabled={!canSubmit} />
      </Stack>
    </form>
  );
}
