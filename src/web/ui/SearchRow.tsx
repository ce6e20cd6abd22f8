import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

/** The Search button under a search form's fields. */
export function SearchRow({ onSearch }: { onSearch: () => void }) {
  return (
    <Group justify="flex-end">
      <Button onClick={onSearch}>
        <Trans>Search</Trans>
      </Button>
    </Group>
  );
}
