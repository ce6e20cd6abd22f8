import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Image, SimpleGrid, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';

/**
 * The pieces of two-factor sign-in that the sign-in step and My Profile share: the field for a
 * code, the QR code of a new enrolment with its first code, and the recovery codes shown once.
 * They call nothing: the screens send what they collect.
 */

/** A code field typed key by key; the browser may offer the code from an SMS-less authenticator (one-time-code). */
export function CodeField(props: TextInputProps) {
  const { t } = useLingui();
  return <TextInput label={t`Authentication code`} autoComplete="one-time-code" spellCheck={false} maxLength={40} {...props} />;
}

export interface Enrolment {
  secret: string;
  qrCode: string;
}

/** The QR code (and the key, for apps that cannot scan) and the first code that confirms it. */
export function TwoFactorSetup({ enrolment, onConfirm, onCancel }: { enrolment: Enrolment; onConfirm: (code: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const confirm = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setError(t`Enter the 6-digit code that your app shows.`);
    setSaving(true);
    try {
      await onConfirm(code.trim());
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      noValidate
    >
      <Stack>
        <Text size="sm">
          <Trans>
            Scan this QR code with an authenticator app (for example Google Authenticator, Microsoft Authenticator or FreeOTP), or type the key into it.
          </Trans>
        </Text>
        <Image src={enrolment.qrCode} alt={t`QR code for your authenticator app`} w={220} h={220} />
        <Text size="sm">
          <Trans>Key</Trans>: <Code data-testid="two-factor-secret">{enrolment.secret.match(/.{1,4}/g)!.join(' ')}</Code>
        </Text>
        <CodeField
          inputMode="numeric"
          description={t`Enter the 6-digit code that your app shows to finish.`}
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Confirm</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The ten recovery codes, shown this once. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title={<Trans>Save your recovery codes</Trans>}>
        <Trans>Each code signs you in once when you do not have your device. Keep them in a safe place: they are not shown again.</Trans>
      </Alert>
      <SimpleGrid cols={2} data-testid="recovery-codes">
        {codes.map((c) => (
          <Code key={c}>{c}</Code>
        ))}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button onClick={onDone}>
          <Trans>I have saved my recovery codes</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
