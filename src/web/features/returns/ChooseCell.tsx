import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';

/** The last cell of a search popup's row: Choose, or why the row cannot be chosen (spec 001 §5.1). */
export function ChooseCell({ blockRemark, onChoose }: { blockRemark?: string | null; onChoose: () => void }) {
  if (blockRemark) return <span>{blockRemark}</span>;
  return (
    <Button size="compact-xs" onClick={onChoose}>
      <Trans>Choose</Trans>
    </Button>
  );
}
