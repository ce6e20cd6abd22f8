import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearch } from '@tanstack/react-router';
import { SchemaForm } from '../../../ui/schemaForm/SchemaForm.tsx';
import { lookupFormsOf } from './lookupForms.ts';
import { formRowQuery } from '../../../api/formResources.ts';
import { lookupScreenOf } from './lookupScreens.ts';

/**
 * The SAP Invoice Old and SAP Tax Old details (spec 000 §2.4): the chosen line as a read-only
 * form of its row schema, and Back. Opened without a line (or with one the user may not see),
 * it goes back to the list.
 */
export function LookupDetailPage({ form }: { form: string }) {
  const navigate = useNavigate();
  const screen = lookupScreenOf(form);
  const row = useMemo(() => lookupFormsOf(form).row, [form]);
  // The route sends an address without a line, or with one the user may not see, back to the list (routes/masterDataRoutes.ts).
  const { id } = useSearch({ from: '/app/master/$lookup/detail-data' });
  const line = useQuery(formRowQuery(screen.detail!.api, id!));
  const back = () => navigate({ to: screen.route });

  // Another line asked for on the screen (its loader does not wait then), or the line gone since.
  if ((line.isSuccess && line.data === null) || line.isError) return <Navigate to={screen.route} replace />;
  return (
    <Stack>
      <Paper withBorder p="md">
        {line.data ? (
          <SchemaForm form={row} value={line.data} readonly />
        ) : (
          <Text c="dimmed">
            <Trans>Please wait...</Trans>
          </Text>
        )}
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void back()}>
          <Trans>Back</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
