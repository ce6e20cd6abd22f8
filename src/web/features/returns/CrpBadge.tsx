import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** A line's CRP flag as the specification labels it (spec 000 §4). */
export function CrpBadge({ flag }: { flag: string }) {
  const { t } = useLingui();
  const label = flag === 'Y' ? t`Within CRP` : flag === 'N' ? t`Non CRP` : t`N/A`;
  return (
    <Badge color={flag === 'Y' ? 'green' : flag === 'N' ? 'orange' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}
