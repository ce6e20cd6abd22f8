import type { FastifyRequest } from 'fastify';

/** How a list is ordered and paged: no search field, so an empty one is refused like any bad value. */
const listControls = new Set(['sortBy', 'sortDir', 'pageNo', 'pageSize']);

/**
 * A search form sends every field, the empty ones as `field=` (the old screens did, and the
 * lookups' forms may): an empty search field is no filter, not a date or number to refuse.
 */
export async function dropEmptySearchFields(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  for (const [field, value] of Object.entries(query)) {
    if (listControls.has(field)) continue;
    if (typeof value === 'string' && value.trim() === '') delete query[field];
  }
}

/** The operations that are searches of master data (GET, tag masterdata): the ones that take this. */
export function searchOperationsOf(contract: { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> }): Set<string> {
  return new Set(
    Object.values(contract.paths)
      .map((item) => item.get)
      .filter((get) => get?.tags?.includes('masterdata') && get.operationId)
      .map((get) => get!.operationId!),
  );
}
