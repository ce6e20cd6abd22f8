import { createCircuit, type Circuit, type CircuitState } from '../../../outbox/circuit.ts';
import { ErpUnavailableError, type ErpClient } from './erpClient.ts';
import { aroundEveryOperation } from './aroundEveryOperation.ts';

const timeOf = (at: Date | null) => at?.toISOString().slice(11, 19) ?? '';

/** Why SAP is not being called, as a failed call's reason, a retry's message and readiness say it. */
export const erpCircuitReason = (state: CircuitState) =>
  `SAP is not being called: its last ${state.failures} calls failed (${state.lastError?.replace(/\.$/, '')}). It is tried again from ${timeOf(state.retryAt)} UTC.`;

/** A circuit for the ERP: `failuresToOpen` technical failures in a row open it for `openSeconds`. */
export const erpCircuit = (failuresToOpen: number, openSeconds: number): Circuit =>
  createCircuit({ failuresToOpen, openMs: openSeconds * 1000, refusal: (state) => new ErpUnavailableError(erpCircuitReason(state), 503) });

/** The same ERP behind `circuit`: its technical failures count, and while it is open no call is made. */
export const erpBehindCircuit = (erp: ErpClient, circuit: Circuit): ErpClient =>
  aroundEveryOperation(erp, ({ run }) => circuit.run(run, (error) => error instanceof ErpUnavailableError));
