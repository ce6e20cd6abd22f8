import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';

/** An export under way: it streams, so the bytes received so far show, under a running bar. */
export function ExcelProgress({ received }: { received: number | null }) {
  const { t } = useLingui();
  if (received === null) return null;
  const megabytes = (received / 1_000_000).toFixed(1);
  return (
    <Stack gap={4} role="status" aria-label={t`Excel download`}>
      <Progress value={100} animated striped />
      <Text size="sm" c="dimmed">
        <Trans>Preparing the Excel file… {megabytes} MB received</Trans>
      </Text>
    </Stack>
  );
}
