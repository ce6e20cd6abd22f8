import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

/** The REASON parameters for the reason pickers (spec 001 §7: page 1, size 20). */
export function useReasons(): { value: string; label: string }[] {
  const [reasons, setReasons] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    void api.GET('/param', { params: { query: { paramGroupId: 'REASON', pageNo: 1, pageSize: 20 } } }).then(({ data }) =>
      setReasons((data?.data ?? []).map((p) => ({ value: p.paramCode, label: `${p.paramCode} - ${p.paramValue}` }))),
    );
  }, []);
  return reasons;
}
