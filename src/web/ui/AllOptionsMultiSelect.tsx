import { useLingui } from '@lingui/react/macro';
import { MultiSelect } from './pickers.tsx';

interface Props {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The chosen values, as the address keeps them: comma separated ('' is none). */
  value: string;
  onChange: (value: string) => void;
  withAsterisk?: boolean;
  'data-testid'?: string;
}

const ALL = '__all__';

/**
 * A multi-select with an All Options entry (spec 000 §2.5): choosing it chooses every option, and
 * it is offered while some option is not chosen. The value is a comma-separated list, as the
 * report search sends it.
 */
export function AllOptionsMultiSelect({ label, options, value, onChange, withAsterisk, 'data-testid': testId }: Props) {
  const { t } = useLingui();
  const chosen = value ? value.split(',').filter(Boolean) : [];
  const everything = options.length > 0 && options.every((o) => chosen.includes(o.value));
  const data = [...(everything ? [] : [{ value: ALL, label: t`All Options` }]), ...options];
  return (
    <MultiSelect
      label={label}
      data={data}
      value={chosen}
      withAsterisk={withAsterisk}
      searchable
      clearable
      data-testid={testId}
      onChange={(next) => onChange(next.includes(ALL) ? options.map((o) => o.value).join(',') : next.join(','))}
    />
  );
}
