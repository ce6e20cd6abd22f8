import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { erpOperations } from '../../../../../generated/erpOperations.ts';
import { holdRealDates } from '../../../http/realDates.ts';
import { ErpRefusedError } from './erpClient.ts';

type Operation = keyof typeof erpOperations;
type Document = { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };

const contractPath = fileURLToPath(new URL('../../../../../integrations/erp.openapi.yaml', import.meta.url));
const ID = 'erp.openapi.yaml';

/** Each operation's answers by status, as schema references into the contract. */
function answersOf(document: Document): Map<string, Map<string, string>> {
  const answers = new Map<string, Map<string, string>>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      const byStatus = new Map<string, string>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const ref = (response as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.['application/json']?.schema?.$ref;
        if (ref) byStatus.set(status, `${ID}${ref}`);
      }
      if (operation.operationId) answers.set(operation.operationId, byStatus);
    }
  return answers;
}

let checker: { ajv: Ajv2020; answers: Map<string, Map<string, string>>; compiled: Map<string, ValidateFunction> } | undefined;

/** The contract, read and compiled once: answers are checked against the very file the types are generated from. */
function contract() {
  if (checker) return checker;
  const document = parse(readFileSync(contractPath, 'utf8')) as Document;
  // strict off: an OpenAPI document holds keywords (openapi, paths, …) that are not JSON Schema's.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  holdRealDates(ajv);
  ajv.addSchema({ ...document, $id: ID });
  checker = { ajv, answers: answersOf(document), compiled: new Map() };
  return checker;
}

/** "records/0/uoms/1/numerator must be >= 1", at most three, in the order found. */
function problemsOf(errors: ErrorObject[]): string {
  const lines = errors.slice(0, 3).map((e) => `${e.instancePath.slice(1) || 'the answer'} ${e.message ?? 'is not as the contract says'}`);
  return errors.length > 3 ? `${lines.join('; ')} (and ${errors.length - 3} more)` : lines.join('; ');
}

/**
 * Holds an answer of the ERP to the gateway's contract (integrations/erp.openapi.yaml) before
 * anything of it is used: an answer outside it is refused whole, as ErpRefusedError (the same
 * question would get the same answer, so it is not retried), naming where it strays.
 */
export function checkErpAnswer(operation: Operation, status: number, data: unknown): void {
  const { ajv, answers, compiled } = contract();
  const ref = answers.get(operation)?.get(String(status)) ?? answers.get(operation)?.get('200');
  if (!ref) return;
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  if (validate(data)) return;
  throw new ErpRefusedError(
    `SAP's answer to ${operation} was refused, nothing of it was written: it does not keep to the gateway's contract (integrations/erp.openapi.yaml): ${problemsOf(validate.errors ?? [])}.`,
  );
}
