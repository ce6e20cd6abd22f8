import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

/** A line's CRP flag as the specification labels it (spec 000 §4); a non-returnable line Within CRP shows as Non Returnable. */
export function CrpBadge({ flag, nra = false }: { flag: string; nra?: boolean }) {
  const { t } = useLingui();
  const label = flag === 'Y' ? (nra ? t`Non Returnable` : t`Within CRP`) : flag === 'N' ? t`Non CRP` : t`N/A`;
  return (
    <Badge color={flag === 'Y' ? (nra ? 'red' : 'green') : flag === 'N' ? 'orange' : 'gray'} variant="light">
      {label}
    </Badge>
  );
}
