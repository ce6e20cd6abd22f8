import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../../shared/format.ts';

interface Line {
  line?: number;
  materialCode: string;
  materialName: string;
  batch: string;
  expiredDate: string | null;
}

/**
 * What a line is, stacked in one cell of a compact line table (a tablet's, ui/useCompactLines.ts):
 * its number and material, the description, batch and expiry, then what the caller adds (the
 * requested quantity, the photo).
 */
export function LineSummary({ line, children }: { line: Line; children?: ReactNode }) {
  return (
    <Stack gap={2} miw={180}>
      <Text size="sm" fw={600}>
        {line.line !== undefined && <>{line.line} · </>}
        {line.materialCode}
      </Text>
      <Text size="sm">{line.materialName}</Text>
      <Text size="sm" c="dimmed">
        <Trans>Batch</Trans> {line.batch} · <Trans>Exp Date</Trans> {formatDate(line.expiredDate)}
      </Text>
      {children}
    </Stack>
  );
}
