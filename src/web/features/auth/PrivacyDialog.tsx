import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, ScrollArea } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../../api/client.ts';
import { problemMessage } from '../../i18n/problemMessage.ts';
import { useSession } from '../../session/session.tsx';
import { showErrorDialog } from '../../ui/dialogs.tsx';
import { useAuthRules } from './validation.ts';
import { PrivacyPolicyText } from './PrivacyPolicyText.tsx';

/** After sign-in, until the user agrees to the current privacy policy. */
export function PrivacyDialog({ policyVersion }: { policyVersion: string }) {
  const { t } = useLingui();
  const rules = useAuthRules();
  const { reload } = useSession();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!agreed) return setError(rules.messages.privacy);
    setSaving(true);
    const { error: problem } = await api.PUT('/user/privacy-agreement', { body: { policyVersion } });
    setSaving(false);
    if (problem) return showErrorDialog(problemMessage(problem, t`Something went wrong!`));
    await reload();
  };

  return (
    <Modal opened onClose={() => {}} withCloseButton={false} closeOnClickOutside={false} closeOnEscape={false} size="lg" title={t`Privacy policy`}>
      <ScrollArea.Autosize mah={320} type="auto">
        <PrivacyPolicyText />
      </ScrollArea.Autosize>
      <Checkbox
        mt="md"
        label={t`I have read and agree to the privacy policy and the terms and conditions`}
        checked={agreed}
        error={error}
        onChange={(event) => {
          setAgreed(event.currentTarget.checked);
          setError(null);
        }}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => void navigate({ to: '/logout', state: { signOut: true } })}>
          <Trans>Sign Out</Trans>
        </Button>
        <Button onClick={() => void submit()} loading={saving}>
          <Trans>Agree</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
