import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { holdRealDates } from '../../http/realDates.ts';
import { inProject } from '../../projectRoot.ts';

/** The contracts of the outside systems, each a file integrations/<name>.openapi.yaml. */
export type ContractName = 'erp' | 'fareye';

type Document = { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };

/** Where a contract's file is, as docs and messages name it: integrations/erp.openapi.yaml. */
export const contractFile = (name: ContractName) => `integrations/${name}.openapi.yaml`;

/** A contract as its file says it: the very file its types are generated from. */
export const contractDocument = (name: ContractName): Record<string, unknown> =>
  parse(readFileSync(inProject(contractFile(name)), 'utf8')) as Record<string, unknown>;

/** Each operation's answers by status, as schema references into the contract. */
function answersOf(document: Document, id: string): Map<string, Map<string, string>> {
  const answers = new Map<string, Map<string, string>>();
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      const byStatus = new Map<string, string>();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const ref = (response as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.['application/json']?.schema?.$ref;
        if (ref) byStatus.set(status, `${id}${ref}`);
      }
      if (operation.operationId) answers.set(operation.operationId, byStatus);
    }
  return answers;
}

type Checker = { ajv: Ajv2020; answers: Map<string, Map<string, string>>; compiled: Map<string, ValidateFunction> };
const checkers = new Map<ContractName, Checker>();

/** A contract, read and compiled once: one Ajv for each, so their schemas' names never meet. */
function checkerOf(name: ContractName): Checker {
  const known = checkers.get(name);
  if (known) return known;
  const document = contractDocument(name) as Document;
  const id = `${name}.openapi.yaml`;
  // strict off: an OpenAPI document holds keywords (openapi, paths, …) that are not JSON Schema's.
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  holdRealDates(ajv);
  ajv.addSchema({ ...document, $id: id });
  const checker = { ajv, answers: answersOf(document, id), compiled: new Map() };
  checkers.set(name, checker);
  return checker;
}

/** "records/0/uoms/1/numerator must be >= 1", at most three, in the order found. */
function problemsOf(errors: ErrorObject[]): string {
  const lines = errors.slice(0, 3).map((e) => `${e.instancePath.slice(1) || 'the answer'} ${e.message ?? 'is not as the contract says'}`);
  return errors.length > 3 ? `${lines.join('; ')} (and ${errors.length - 3} more)` : lines.join('; ');
}

/**
 * Where an answer of an outside system strays from its contract (integrations/<name>.openapi.yaml),
 * in words ("records/0/uoms/1/numerator must be >= 1"), or null when it keeps to it. The product
 * holds every answer to it before using any of it (the ERP's and delivery tracking's clients
 * refuse such an answer whole), and the built-in simulators hold their own answers to it.
 */
export function answerProblems(name: ContractName, operation: string, status: number, data: unknown): string | null {
  const { ajv, answers, compiled } = checkerOf(name);
  const ref = answers.get(operation)?.get(String(status)) ?? answers.get(operation)?.get('200');
  if (!ref) return null;
  let validate = compiled.get(ref);
  if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
  return validate(data) ? null : problemsOf(validate.errors ?? []);
}
