import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Progress, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { showErrorDialog } from '../../../ui/dialogs.tsx';
import { translatedLabel } from '../../../ui/schemaForm/formLabels.ts';
import { useSubmit } from '../../../ui/useSubmit.ts';
import type { SynchForm } from './synchForms.ts';
import { useSynchJob } from './useSynchJob.ts';

/**
 * One synchronisation: the form (or, for a kind without fields, its confirmation), then the job's progress, then
 * the server's message; after a success the page can be reloaded to show the new master data.
 */
export function SynchDialog({ form, onClose }: { form: SynchForm; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<string, string>>({});
  const [jobId, setJobId] = useState<number | null>(null);
  const { submitting, submit } = useSubmit();
  const { job, lost } = useSynchJob(jobId);
  const ended = lost || job?.status === 'DONE' || job?.status === 'FAILED';

  const start = () => {
    if (form.required && !values[form.required.name]?.trim()) return showErrorDialog(i18n._(form.required.message));
    const filled = Object.fromEntries(
      Object.entries(values)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    );
    void submit(
      () => form.start(filled),
      (started) => setJobId(started.data.jobId),
      t`Something went wrong!`,
    );
  };

  return (
    <Modal opened onClose={onClose} title={i18n._(form.title)} size={form.fields.length > 2 ? 'lg' : 'md'} closeOnClickOutside={false}>
      {jobId === null ? (
        <Stack>
          {form.fields.length ? (
            <SimpleGrid cols={form.fields.length > 2 ? 2 : 1}>
              {form.fields.map((field) => (
                <TextInput
                  key={field.name}
                  label={translatedLabel(i18n, field.label)}
                  withAsterisk={form.required?.name === field.name}
                  inputMode={field.numeric ? 'numeric' : undefined}
                  maxLength={field.maxLength}
                  value={values[field.name] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setValues((all) => ({ ...all, [field.name]: field.numeric ? value.replace(/\D/g, '') : value }));
                  }}
                  onKeyDown={(e) => e.key === 'Enter' && start()}
                />
              ))}
            </SimpleGrid>
          ) : (
            <Stack gap="xs">
              {(form.confirmation ?? []).map((line, i) => (
                <Text key={i} fw={i === 0 && form.confirmation!.length > 1 ? 500 : undefined}>
                  {i18n._(line)}
                </Text>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button loading={submitting} onClick={start}>
              <Trans>Synch</Trans>
            </Button>
          </Group>
        </Stack>
      ) : !ended ? (
        <Stack>
          <Text size="sm">
            <Trans>Synchronising with SAP…</Trans>
          </Text>
          <Progress value={job?.progress ?? 0} animated striped size="lg" aria-label={t`Synchronisation progress`} />
        </Stack>
      ) : (
        <Stack>
          <Alert color={job?.status === 'DONE' ? 'green' : 'red'} title={job?.status === 'DONE' ? t`Synchronisation finished` : t`Synchronisation failed`}>
            <Text data-testid="synch-message">{job?.message ?? t`The server no longer answers about this synchronisation.`}</Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {job?.status === 'DONE' && (
              <Button onClick={() => window.location.reload()}>
                <Trans>Reload page</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
