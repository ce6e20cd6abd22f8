import { useEffect, useState } from 'react';
import { api, type Schemas } from '../../api/client.ts';

/**
 * A return as the server holds it (GET /return/{id}): undefined while loading, null when it cannot
 * be read. A new `round` reads it again (after a change made on the page).
 */
export function useReturnDocument(returnId: number | null, round = 0): Schemas['ReturnDocument'] | null | undefined {
  const [document, setDocument] = useState<Schemas['ReturnDocument'] | null | undefined>(undefined);
  useEffect(() => {
    if (returnId === null) return;
    let current = true;
    void api
      .GET('/return/{id}', { params: { path: { id: returnId } } })
      .then(({ data }) => current && setDocument(data ?? null))
      .catch(() => current && setDocument(null));
    return () => {
      current = false;
    };
  }, [returnId, round]);
  return returnId === null ? null : document;
}
