import type { components } from '../../../../../generated/fareye.d.ts';
import { PermanentJobError } from '../../../outbox/jobs.ts';

/**
 * Delivery tracking (Fareye) as the product sees it: a printed return's pick-up request is posted
 * once; the answer is its reference, a failure throws. The operation of its contract
 * (integrations/fareye.openapi.yaml, whose types these are), reached over HTTP
 * (fareyeHttpClient.ts), at the service or at the built-in simulator serving the same contract.
 */
export interface FareyeClient {
  /** Where calls go, for the API log: the service's base URL. */
  readonly baseUrl: string;
  postReturnRequest(request: FareyeReturnRequest): Promise<FareyeAnswer>;
}

export type FareyeReturnRequest = components['schemas']['ReturnRequest'];

export type FareyeAnswer = components['schemas']['ReturnRequestReceived'];

/** Delivery tracking could not be reached or refused the request: worth retrying. */
export class FareyeUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Delivery tracking answered, and the answer cannot be used: it strays from its contract, or the
 * service refused the request itself (a 4xx other than a refused key or "too many requests").
 * Posting again gets the same answer, so the job fails at once with this message, not retried.
 */
export class FareyeRefusedError extends PermanentJobError {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
