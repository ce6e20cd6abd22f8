import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { inProject } from '../projectRoot.ts';

export const specificationPath = inProject('openapi.yaml');

type Node = Record<string, unknown>;

/** What names a forms/ file itself rather than its content: meaningless once taken into the contract. */
const fileKeywords = new Set(['$schema', '$id']);

function readDocument(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.json') ? JSON.parse(text) : parse(text);
}

/** The part of `document` a JSON pointer (`/properties/rayonType`, or empty for all) names. */
function pointed(document: unknown, pointer: string, ref: string): unknown {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => decodeURIComponent(key).replace(/~1/g, '/').replace(/~0/g, '~'));
  return keys.reduce<unknown>((node, key) => {
    const next = node && typeof node === 'object' ? (node as Node)[key] : undefined;
    if (next === undefined) throw new Error(`openapi.yaml: $ref ${ref} names nothing`);
    return next;
  }, document);
}

/**
 * `node` of `file` with every `$ref` into another file (the forms/ schemas) replaced by what it
 * points at; references inside openapi.yaml (`#/components/...`) stay as they are.
 */
function takeIn(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => takeIn(item, file));
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...siblings } = node as Node;
  const own = Object.fromEntries(
    Object.entries(siblings)
      .filter(([key]) => file === specificationPath || !fileKeywords.has(key))
      .map(([key, value]) => [key, takeIn(value, file)]),
  );
  if (typeof $ref !== 'string' || (file === specificationPath && $ref.startsWith('#'))) return typeof $ref === 'string' ? { $ref, ...own } : own;
  const [path, pointer = ''] = $ref.split('#');
  const target = path ? resolve(dirname(file), path) : file;
  const part = takeIn(pointed(readDocument(target), pointer, $ref), target) as Node;
  return { ...part, ...own };
}

let contract: Node | undefined;

/**
 * openapi.yaml with the forms/ schemas it refers to taken in: the one document the server routes
 * and validates by, its reference page shows, and the tests read. The forms stay the only
 * definition of their fields; this only puts them where the server's tools look.
 */
export function loadContract(): Node {
  contract ??= takeIn(readDocument(specificationPath), specificationPath) as Node;
  return structuredClone(contract);
}
