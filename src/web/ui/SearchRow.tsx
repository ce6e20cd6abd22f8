import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** The Search button under a search form's fields, with what acts on the same search beside it (the Excel). */
export function SearchRow({ onSearch, beside }: { onSearch: () => void; beside?: ReactNode }) {
  return (
    <Group justify="flex-end" align="flex-start">
      {beside}
      <Button onClick={onSearch}>
        <Trans>Search</Trans>
      </Button>
    </Group>
  );
}
