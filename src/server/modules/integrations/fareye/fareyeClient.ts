/**
 * Delivery tracking (Fareye) as the product sees it: a printed return's pick-up request is posted
 * once; the answer is its reference, a failure throws. Two implementations, chosen by
 * configuration: the built-in simulator (fareyeSimulator.ts) and, later, an HTTP client.
 */
export interface FareyeClient {
  /** Where calls go, for the API log (simulator://fareye, or the real service's base URL). */
  readonly baseUrl: string;
  postReturnRequest(request: FareyeReturnRequest): Promise<FareyeAnswer>;
}

export interface FareyeReturnRequest {
  retNumber: string;
  plantCode: string;
  customerCode: string;
  customerName: string;
  /** The first print of the FPRE, ISO date-time. */
  printDate: string;
  items: { line: number; materialCode: string; materialName: string; batch: string; qty: number; uom: string }[];
}

export interface FareyeAnswer {
  /** Fareye's reference of the request. */
  referenceNumber: string;
  message: string;
}

/** Delivery tracking could not be reached or refused the request: worth retrying. */
export class FareyeUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
