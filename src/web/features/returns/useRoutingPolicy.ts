import { useEffect, useState } from 'react';
import { routingPolicyFrom, type RoutingPolicy } from '../../../../machines/returns/route.ts';
import { api } from '../../api/client.ts';

/** The routing policy (parameter group STEP_APPROVAL) the server routes a saved return by; null until read. */
export function useRoutingPolicy(): RoutingPolicy | null {
  const [policy, setPolicy] = useState<RoutingPolicy | null>(null);
  useEffect(() => {
    let current = true;
    void api.GET('/param', { params: { query: { paramGroupId: 'STEP_APPROVAL', pageNo: 1, pageSize: 50 } } }).then(({ data }) => {
      if (current && data) setPolicy(routingPolicyFrom(Object.fromEntries(data.data.map((p) => [p.paramCode, p.paramValue]))));
    });
    return () => {
      current = false;
    };
  }, []);
  return policy;
}
