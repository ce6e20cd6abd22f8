import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** Export SVG and Export PNG, as every chart of the workflow area offers them. */
export function ExportButtons({ onSave }: { onSave: (kind: 'svg' | 'png') => void }) {
  return (
    <Group gap={6}>
      <Button size="compact-xs" variant="default" onClick={() => onSave('svg')}>
        <Trans>Export SVG</Trans>
      </Button>
      <Button size="compact-xs" variant="default" onClick={() => onSave('png')}>
        <Trans>Export PNG</Trans>
      </Button>
    </Group>
  );
}
