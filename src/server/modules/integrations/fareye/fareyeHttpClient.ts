import createClient from 'openapi-fetch';
import type { paths } from '../../../../../generated/fareye.d.ts';
import { withStatus } from '../../../outbox/apiLog.ts';
import { unreachableReason } from '../unreachableReason.ts';
import { answerProblems, contractFile } from '../contractAnswers.ts';
import { isFinalRefusal } from '../finalRefusal.ts';
import { FareyeRefusedError, FareyeUnavailableError, type FareyeClient } from './fareyeClient.ts';

export interface FareyeConnection {
  /** The service's base URL (FAREYE_URL). */
  url: string;
  /** FAREYE_API_KEY, sent as X-API-Key. */
  apiKey: string;
  /** How long an answer may take (FAREYE_TIMEOUT_MS). */
  timeoutMs: number;
}

/** One return is one pick-up request: its key is the APL number, however often it is posted. */
export const returnRequestKey = (retNumber: string) => `return-request:${retNumber}`;

/**
 * Delivery tracking over HTTP (integrations/fareye.openapi.yaml) with openapi-fetch: the API key,
 * an answer timeout, the return's Idempotency-Key. An answer is held to the contract before it is
 * used; one outside it, or a request the service refuses for good, is FareyeRefusedError (the job
 * fails at once); any other failure is FareyeUnavailableError, for the outbox to retry.
 */
export function fareyeHttpClient(connection: FareyeConnection): FareyeClient {
  const client = createClient<paths>({
    baseUrl: connection.url,
    headers: { 'x-api-key': connection.apiKey },
    fetch: (request) => fetch(request, { signal: AbortSignal.timeout(connection.timeoutMs) }),
  });
  return {
    baseUrl: connection.url,
    async postReturnRequest(request) {
      let answer;
      try {
        answer = await client.POST('/return-requests', { params: { header: { 'Idempotency-Key': returnRequestKey(request.retNumber) } }, body: request });
      } catch (error) {
        throw new FareyeUnavailableError(unreachableReason('Fareye', error, connection.timeoutMs));
      }
      const { data, error, response } = answer;
      if (response.ok && data !== undefined) {
        const problems = answerProblems('fareye', 'postReturnRequest', response.status, data);
        if (problems)
          throw new FareyeRefusedError(
            `Fareye's answer to the pick-up request was refused, so the return is not recorded as sent: it does not keep to delivery tracking's contract (${contractFile('fareye')}): ${problems}.`,
          );
        return withStatus(data, response.status);
      }
      const problem = error as { detail?: string; title?: string } | undefined;
      const reason = problem?.detail ?? `Fareye answered ${response.status}: ${problem?.title ?? response.statusText}`;
      if (isFinalRefusal(response.status)) throw new FareyeRefusedError(`${reason} (refused by delivery tracking; not retried).`, response.status);
      throw new FareyeUnavailableError(
        response.status === 401 || response.status === 403 ? `Fareye refused the product's API key (${response.status}): ${reason}` : reason,
        response.status,
      );
    },
  };
}
