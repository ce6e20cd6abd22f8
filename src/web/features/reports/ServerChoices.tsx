import { useLingui } from '@lingui/react/macro';
import { AllOptionsMultiSelect } from '../../ui/AllOptionsMultiSelect.tsx';
import { Select } from '../../ui/pickers.tsx';
import { useReasons } from '../returns/index.ts';
import { useClientOptions } from './clientOptions.ts';

/*
 * The report searches' pickers whose choices the server answers (the reasons, the clients). Each
 * reads its own: their answers come after the search has shown, and each redraws its picker, not
 * the search's fifteen fields (on Report Header, each answer was a long task of its own on a phone).
 */

/** Reason: All, then the reasons; typing a reason's code and Enter chooses it where `searchable`. */
export function ReasonChoice({ value, onChange, searchable }: { value: string; onChange: (value: string) => void; searchable?: boolean }) {
  const { t } = useLingui();
  const reasons = useReasons();
  return (
    <Select
      label={t`Reason`}
      data={[{ value: '', label: t`All` }, ...reasons]}
      value={value}
      allowDeselect={false}
      searchable={searchable ?? false}
      onChange={(reason) => onChange(reason ?? '')}
    />
  );
}

/** Clients (spec 000 §6), for the users of that filter: the value is the chosen codes, comma separated. */
export function ClientsChoice({ value, onChange, 'data-testid': testId }: { value: string; onChange: (value: string) => void; 'data-testid'?: string }) {
  const { t } = useLingui();
  const options = useClientOptions(true);
  return <AllOptionsMultiSelect label={t`Clients`} options={options} value={value} onChange={onChange} {...(testId ? { 'data-testid': testId } : {})} />;
}
