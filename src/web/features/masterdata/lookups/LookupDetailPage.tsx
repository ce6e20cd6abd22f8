import { useEffect, useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SchemaForm } from '../../../ui/schemaForm/SchemaForm.tsx';
import { lookupFormsOf } from './lookupForms.ts';
import { fetchFormRow } from '../../../api/formResources.ts';
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
  const { id } = useSearch({ from: '/app/master/$lookup/detail-data' });
  const lineId = Number(id);
  const chosen = Number.isInteger(lineId) && lineId > 0;
  const line = useQuery({ queryKey: [`GET ${screen.detail!.api}`, lineId], queryFn: () => fetchFormRow(screen.detail!.api, lineId), enabled: chosen });
  const back = () => navigate({ to: screen.route });

  const missing = !chosen || (line.isSuccess && line.data === null) || line.isError;
  useEffect(() => {
    if (missing) void navigate({ to: screen.route, replace: true });
  }, [missing, navigate, screen.route]);

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
