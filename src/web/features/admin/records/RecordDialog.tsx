import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { api } from '../../../api/client.ts';
import { saveFormRow } from '../../../api/formResources.ts';
import { showErrorDialog, showMessageDialog } from '../../../ui/dialogs.tsx';
import { problemMessage } from '../../../i18n/problemMessage.ts';
import { SchemaForm } from '../../../ui/schemaForm/SchemaForm.tsx';
import type { SchemaWithUi } from '../../../ui/schemaForm/formSchemas.ts';
import type { SchemaRow } from '../../../ui/schemaForm/schemaColumns.tsx';
import { RoutingWhatIf, routingPartOf } from '../../workflow/index.ts';
import type { AdminForms } from './adminForms.ts';
import type { AdminScreen } from './adminScreens.ts';
import { useCodeChoices } from './codeChoices.ts';

/** The fields of `row` that the edit form has. */
const editValuesOf = (edit: SchemaWithUi, row: SchemaRow) =>
  Object.fromEntries(
    Object.keys(edit.schema.properties ?? {})
      .filter((f) => row[f] !== undefined)
      .map((f) => [f, row[f]]),
  );

interface Props {
  screen: AdminScreen;
  forms: AdminForms;
  /** The record shown or changed; none for a new one. */
  row: SchemaRow | null;
  onClose: (saved: boolean) => void;
}

/**
 * A record in a dialog: a new one or a change (the edit form, validated before Save, the
 * server's refusal shown as it words it), or, for the logs, the whole entry read-only.
 */
export function RecordDialog({ screen, forms, row, onClose }: Props) {
  const { t } = useLingui();
  const { edit } = forms;
  // A new record may ask more than a change does (a user's name and type): its create form.
  const form = (row ? edit : (forms.create ?? edit)) ?? forms.row;
  const choices = useCodeChoices(screen.resource === 'user');
  const [value, setValue] = useState<Record<string, unknown>>(() => (edit && row ? editValuesOf(edit, row) : (row ?? {})));
  const editing = Boolean(row ? edit : (forms.create ?? edit));
  const [preview, setPreview] = useState<{ subject: string; body: string } | null>(null);
  const name = row ? String(row[screen.nameField] ?? '') : '';
  // A change of the routing policy (a STEP_APPROVAL parameter) is previewed on the last months' lines before it is saved.
  const routingPart = screen.resource === 'param' && editing ? routingPartOf(value.paramGroupId, value.paramCode) : undefined;
  // The server's refusals of a field, each with the value it refused: shown under the field until that value is changed.
  const [refusals, setRefusals] = useState<Record<string, { message: string; refused: unknown }>>({});
  const refuse = (field: string, message: string, refused: unknown) => setRefusals((all) => ({ ...all, [field]: { message, refused } }));
  const fieldErrors = useMemo(
    () => Object.fromEntries(Object.entries(refusals).flatMap(([field, r]) => (r.refused === value[field] ? [[field, r.message]] : []))),
    [refusals, value],
  );

  const save = async (values: Record<string, unknown>) => {
    const { data, error } = await saveFormRow(screen.paths!, row ? (row[screen.idField] as string | number) : null, values);
    const field = (error as { field?: unknown } | undefined)?.field;
    if (error && typeof field === 'string' && Object.hasOwn(form.schema.properties ?? {}, field))
      return refuse(field, problemMessage(error, t`Something went wrong!`), values[field]);
    if (error) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    onClose(true);
    // A new user without a password given gets one made by the server, answered this once.
    const made = (data as { data?: { password?: string } } | undefined)?.data?.password;
    showMessageDialog(t`Success`, made ? t`Data has been saved! The first password, shown only now: ${made}` : t`Data has been saved!`);
  };
  const showPreview = async () => {
    const { data, error } = await api.POST('/emailtpl/preview', { body: value as never });
    if (error || !data) return showErrorDialog(problemMessage(error, t`Something went wrong!`));
    setPreview(data);
  };

  const title = !editing ? name : row ? t`Edit ${name}` : t`New`;
  return (
    <Modal opened onClose={() => onClose(false)} title={title} size="xl" closeOnClickOutside={false}>
      <Stack>
        <SchemaForm
          form={form}
          value={value}
          onChange={setValue}
          readonly={!editing}
          creating={!row}
          columns={2}
          errors={fieldErrors}
          {...(choices ? { choices } : {})}
          {...(editing ? { onSave: (values) => void save(values) } : {})}
        />
        {screen.preview && editing && (
          <Group>
            <Button variant="light" onClick={() => void showPreview()}>
              <Trans>Preview</Trans>
            </Button>
          </Group>
        )}
        {routingPart && (
          <RoutingWhatIf part={routingPart} value={String(value.paramValue ?? '')} onRefused={(message) => refuse('paramValue', message, value.paramValue)} />
        )}
        {preview && (
          <Paper withBorder p="md" data-testid="template-preview">
            <Title order={5}>{preview.subject}</Title>
            <Text style={{ whiteSpace: 'pre-wrap' }} mt="xs">
              {preview.body}
            </Text>
          </Paper>
        )}
      </Stack>
    </Modal>
  );
}
