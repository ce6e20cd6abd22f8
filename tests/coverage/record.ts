import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { InspectionEvent } from 'xstate';
import { executedTransitions, type ExecutedTransition } from './transitions.ts';

/**
 * Where every runner writes the transitions it executed; checkCoverage.ts reads them. Every runner
 * starts in the project's root (npm scripts); happy-dom's module URLs do not point at files.
 */
export const recordsDir = join(process.cwd(), '.tmp/transitions/');

/**
 * A recorder for one runner's process: appends each transition it has not written yet, one JSON
 * line each, to `.tmp/transitions/<runner>-<pid>.jsonl` (written at once: a worker may end
 * without a chance to flush).
 */
export function transitionRecorder(runner: string) {
  const file = `${recordsDir}${runner}-${process.pid}.jsonl`;
  const written = new Set<string>();
  const write = (executed: ExecutedTransition) => {
    const line = JSON.stringify({ ...executed, runner });
    if (written.has(line)) return;
    if (!written.size) mkdirSync(recordsDir, { recursive: true });
    written.add(line);
    appendFileSync(file, `${line}\n`);
  };
  return { write, inspect: (event: InspectionEvent) => executedTransitions(event).forEach(write) };
}
